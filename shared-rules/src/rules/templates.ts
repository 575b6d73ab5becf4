/**
 * Field-id templates of repeated loan data. `[#]` stands for the instance of a repeated block
 * (the third asset: `[#]` → `03`); `[%]` for the borrower pair, written the way borrower-pair
 * rules name their fields (`[%]` with borrower index 0 → `#1`).
 */
export interface FieldIdTemplateNumbers {
  /** 1-based instance number of a repeated block. */
  instance?: number;
  /** 0-based borrower index; the pair number written is this plus one. */
  borrowerIndex?: number;
}

/**
 * The field id with its placeholders replaced. A placeholder whose number is not given (or is
 * not a whole number of at least 0) stays as written, so a missing number shows up in the id
 * instead of silently naming another field.
 */
export function applyFieldIdTemplate(template: string, numbers: FieldIdTemplateNumbers = {}): string {
  const { instance, borrowerIndex } = numbers;
  let fieldId = template;
  if (isWholeNumber(instance)) fieldId = fieldId.split('[#]').join(String(instance).padStart(2, '0'));
  if (isWholeNumber(borrowerIndex)) fieldId = fieldId.split('[%]').join(`#${borrowerIndex + 1}`);
  return fieldId;
}

function isWholeNumber(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The field id of borrower pair `pair` (1-based) for a rule field ending with `#`; other ids unchanged. */
export function borrowerPairFieldId(fieldId: string, pair: number): string {
  return fieldId.endsWith('#') ? `${fieldId}${pair}` : fieldId;
}
