import type { FormValidateInput } from '@mantine/form';
import type { LoanUploadSettings } from 'shared-rules';
import { isBlank, URL_PATTERN } from 'shared-ui';
import { CONDITION_OPERATOR_LABELS } from './condition-operators';
import { EXTENSION_PATTERN, MAX_IMPORT_BYTES } from './redirect-rules';

const CONDITION_PATH = /^redirectRules\.(\d+)\.rules\.(\d+)\./;

function isPattern(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

/** The loan-upload page's field rules, in the words the page's users read. */
export const loanUploadRules: FormValidateInput<LoanUploadSettings> = {
  maxFileSizeBytes: (bytes) =>
    !bytes || bytes < 1 ? 'Enter the largest import size in MB' : bytes > MAX_IMPORT_BYTES ? 'The largest import size is 25 MB' : null,
  acceptedExtensions: (extensions) => {
    if (extensions.length === 0) return 'Add at least one extension, such as .xml';
    const wrong = extensions.find((extension) => !EXTENSION_PATTERN.test(extension.trim().toLowerCase()));
    return wrong === undefined ? null : `"${wrong}" is not an extension: start with a dot, then up to 10 letters or digits, such as .xml`;
  },
  redirectRules: {
    percent: (percent) =>
      percent === null || percent === undefined || (percent >= 0 && percent <= 1) ? null : 'Enter a probability from 0 to 1, such as 0.25',
    redirectUrl: (url) => {
      if (isBlank(url)) return 'Enter where the loan is sent, or a URL containing "block" to block the upload';
      if (url.toLowerCase().includes('block') || URL_PATTERN.test(url.trim())) return null;
      return 'Enter an address starting with https://, or a URL containing "block" to block the upload';
    },
    rules: {
      fieldId: (fieldId) => (isBlank(fieldId) ? 'Choose the field this condition tests' : null),
      value: (value, values, path) => {
        const [, rule, condition] = CONDITION_PATH.exec(path) ?? [];
        const operator = values.redirectRules[Number(rule)]?.rules[Number(condition)]?.operator;
        if (!operator || !CONDITION_OPERATOR_LABELS[operator].takesValue) return null;
        if (operator === 'REGEX_MATCH' && !isPattern(String(value ?? '')))
          return 'This pattern cannot be read; check its brackets and backslashes';
        return null;
      },
    },
  },
};
