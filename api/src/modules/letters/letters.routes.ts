import {
  formGroupDeleteCall,
  formGroupListCall,
  formGroupSaveCall,
  generateLetterCall,
  letterCategoryDeleteCall,
  letterCategoryListCall,
  letterCategorySaveCall,
  letterListCall,
  letterPreviewCall,
  letterTemplateCreateCall,
  letterTemplateDeleteCall,
  letterTemplateDetailsCall,
  letterTemplateListCall,
  letterTemplateUpdateCall,
} from 'shared/contract';
import { handle, type CallRegistration } from '../../platform/http';
import * as service from './letters.service';

export const letterRoutes: CallRegistration[] = [
  handle(letterTemplateListCall, (ctx) => service.listTemplates(ctx)),
  handle(letterTemplateDetailsCall, (ctx) => service.templateDetails(ctx)),
  handle(letterTemplateCreateCall, (ctx) => service.createTemplate(ctx)),
  handle(letterTemplateUpdateCall, (ctx) => service.updateTemplate(ctx)),
  handle(letterTemplateDeleteCall, (ctx) => service.deleteTemplate(ctx)),
  handle(formGroupListCall, (ctx) => service.listGroups(ctx)),
  handle(formGroupSaveCall, (ctx) => service.saveGroup(ctx)),
  handle(formGroupDeleteCall, (ctx) => service.deleteGroup(ctx)),
  handle(letterCategoryListCall, (ctx) => service.listCategories(ctx)),
  handle(letterCategorySaveCall, (ctx) => service.saveCategory(ctx)),
  handle(letterCategoryDeleteCall, (ctx) => service.deleteCategory(ctx)),
  handle(letterPreviewCall, (ctx) => service.previewLetter(ctx)),
  handle(generateLetterCall, (ctx) => service.generateLetter(ctx)),
  handle(letterListCall, (ctx) => service.listLetters(ctx)),
];
