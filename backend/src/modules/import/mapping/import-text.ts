import { textMessage, textProblem } from '../../../common/http/text-field';

/**
 * The API's rule for a text (common/http/text-field.ts), without its length: the import has its own per field, some
 * cut with a warning. `multiline`: a text area, where tabs and line breaks are allowed.
 */
const ruleOf = (multiline: boolean) => ({ max: Number.MAX_SAFE_INTEGER, multiline });

/**
 * Why the API would refuse this text in a field of its kind, in the import report's words ('Name enthält unzulässige
 * Steuerzeichen.'), or null. `label` names the field as the report does, without article.
 */
export function textRefusal(value: string, label: string, multiline: boolean): string | null {
  const problem = textProblem(value, ruleOf(multiline));
  if (problem === null) return null;
  if (problem === 'control') return `${label} enthält unzulässige Steuerzeichen.`;
  return textMessage(problem, { label, max: Number.MAX_SAFE_INTEGER });
}
