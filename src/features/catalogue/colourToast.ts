import { messages } from '../../../api-schema/messages';
import { t, tKnown } from '../../i18n/language';
import { showToast } from '../../ui/showToast';

/** withChosenColor's refusal, in the reader's language: the colour is sold out, or none was chosen. */
export const colourToast = (color: string | undefined) =>
  showToast.error(
    color
      ? t('{colorName} is sold out. Please choose another colour.', { colorName: color })
      : tKnown(messages.colorRequired),
  );
