// @ts-check
/**
 * Selectors for English written straight into a shopper-facing component: JSX text with a letter in it, and a
 * string with a letter given to an attribute a reader sees or hears. Such text belongs in the message catalogue
 * (src/i18n, docs/i18n.md) and reaches the page through t(). test/lint/shopperTexts.test.ts probes both.
 */
const READ_ATTRIBUTES = 'aria-label|title|placeholder|alt|label|heading|message|hint|description|emptyText|text';
const message = "A shopper reads this: put the text in src/i18n's catalogue and render t('…') (docs/i18n.md).";

/** @type {{ selector: string, message: string }[]} */
export const shopperLiterals = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message },
  { selector: `JSXAttribute[name.name=/^(${READ_ATTRIBUTES})$/] > Literal[value=/[A-Za-z]/]`, message },
  {
    selector: `JSXAttribute[name.name=/^(${READ_ATTRIBUTES})$/] > JSXExpressionContainer > :matches(Literal[value=/[A-Za-z]/], TemplateLiteral)`,
    message,
  },
  { selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z]{2}/]', message },
  { selector: 'CallExpression[callee.name=/^(showToast|toastError|toastSuccess)$/] > Literal', message },
];
