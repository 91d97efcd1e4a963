-- White label (docs/letters.md): the default letter templates were seeded as updated by "Passage",
-- the product's name, which a firm's staff then saw ("... by Passage"). A seeded default has no editor:
-- updated_by stays null until a person saves it, so those rows lose the name and show the date alone.
UPDATE "letter_templates" SET "updated_by_name" = NULL WHERE "updated_by" IS NULL AND "updated_by_name" = 'Passage';
