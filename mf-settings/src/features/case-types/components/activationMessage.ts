const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What (de)activating a case type or subtype means for its cases: the confirmation's message. */
export const activationMessage = (row: { name: string; active: boolean; casesInUse: number }): string =>
  row.active
    ? `New cases cannot use ${row.name}. ${plural(row.casesInUse, 'case')} already using it keep it.`
    : `New cases can use ${row.name} again.`;
