export * from './form-letter-schemas';
export * from './letter-template-list';
export * from './letter-template-details';
export * from './letter-template-create';
export * from './letter-template-update';
export * from './letter-template-delete';
export * from './form-group-list';
export * from './form-group-save';
export * from './form-group-delete';
export * from './letter-category-list';
export * from './letter-category-save';
export * from './letter-category-delete';
export * from './letter-preview';
export * from './generate-letter';
export * from './letter-list';
import { generateLetterCall } from './generate-letter';
import { letterListCall } from './letter-list';
import { letterPreviewCall } from './letter-preview';
import { formGroupDeleteCall } from './form-group-delete';
import { formGroupListCall } from './form-group-list';
import { formGroupSaveCall } from './form-group-save';
import { letterCategoryDeleteCall } from './letter-category-delete';
import { letterCategoryListCall } from './letter-category-list';
import { letterCategorySaveCall } from './letter-category-save';
import { letterTemplateCreateCall } from './letter-template-create';
import { letterTemplateDeleteCall } from './letter-template-delete';
import { letterTemplateDetailsCall } from './letter-template-details';
import { letterTemplateListCall } from './letter-template-list';
import { letterTemplateUpdateCall } from './letter-template-update';

export const FORM_LETTER_CALLS = [
  letterTemplateListCall,
  letterTemplateDetailsCall,
  letterTemplateCreateCall,
  letterTemplateUpdateCall,
  letterTemplateDeleteCall,
  formGroupListCall,
  formGroupSaveCall,
  formGroupDeleteCall,
  letterCategoryListCall,
  letterCategorySaveCall,
  letterCategoryDeleteCall,
  letterPreviewCall,
  generateLetterCall,
  letterListCall,
] as const;
