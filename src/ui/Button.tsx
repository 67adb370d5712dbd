import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariants } from './buttonClass';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** The shop's button. For a link that looks like a button, put `className={buttonClass({...})}` on a <Link>. */
export function Button({ tone, size, block, className, type = 'button', ...rest }: Props) {
  return (
    <button
      type={type}
      className={[buttonClass({ tone, size, block }), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
