import { messages } from '../../../api-schema/messages';
import { isPin } from '../../../api-schema/rules';

/** What is wrong with a typed PIN code, if anything (the form rules shared with checkout). */
export const pinProblem = (value: string) =>
  !value ? messages.pinRequired : isPin(value) ? undefined : messages.pinInvalid;
