import { currentLanguage, useT } from '../i18n/language';

/** English / हिंदी: names the other language in its own script, so a reader who knows only that one finds it. */
export function LanguageSwitch({ className }: { className: string }) {
  useT();
  const other = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      onClick={() => void import('../i18n/chooseLanguage').then(({ chooseLanguage }) => chooseLanguage(other))}
    >
      {other === 'hi' ? 'हिंदी' : 'English'}
    </button>
  );
}
