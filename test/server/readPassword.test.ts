import { describe, expect, it } from 'vitest';
import { typeKeys, type Typed } from '../../server/http/operator';

const typing: Typed = { password: '', state: 'typing' };

describe('typeKeys (the no-echo password prompt)', () => {
  it('collects keys until Enter, erasing with Backspace and clearing with Ctrl-U', () => {
    const half = typeKeys(typing, 'secrex\u007ft');
    expect(half).toEqual({ password: 'secret', state: 'typing' });
    expect(typeKeys(half, ' one\rignored')).toEqual({ password: 'secret one', state: 'done' });
    expect(typeKeys(typing, 'wrong\u0015right\n')).toEqual({ password: 'right', state: 'done' });
    expect(typeKeys(typing, 'pässwörd ₹\u0004')).toEqual({ password: 'pässwörd ₹', state: 'done' });
  });

  it('Ctrl-C cancels and forgets what was typed; arrow keys and other control keys are ignored', () => {
    expect(typeKeys(typing, 'abc\u0003')).toEqual({ password: '', state: 'cancelled' });
    expect(typeKeys(typing, 'a\u001b[Ab\u001b[3~c\u0007')).toEqual({ password: 'abc', state: 'typing' });
  });
});
