import { messages } from '../../../api-schema/messages';
import { isPin } from '../../../api-schema/rules';
import { tKnown } from '../../i18n/language';

/** What is wrong with a typed PIN code, if anything (the form rules shared with checkout), in the reader's language. */
export const pinProblem = (value: string) =>
  !value ? tKnown(messages.pinRequired) : isPin(value) ? undefined : tKnown(messages.pinInvalid);
