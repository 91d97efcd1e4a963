export * from './form-letter-schemas';
export * from './template-calls';
export * from './group-calls';
export * from './case-letter-calls';
import { generateLetterCall, letterListCall, letterPreviewCall } from './case-letter-calls';
import {
  formGroupDeleteCall,
  formGroupListCall,
  formGroupSaveCall,
  letterCategoryDeleteCall,
  letterCategoryListCall,
  letterCategorySaveCall,
} from './group-calls';
import {
  letterTemplateCreateCall,
  letterTemplateDeleteCall,
  letterTemplateDetailsCall,
  letterTemplateListCall,
  letterTemplateUpdateCall,
} from './template-calls';

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
