import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** The shop's button. For a link that looks like a button, put `className={button({...})}` on a <Link>. */
export function Button({ tone, size, block, className, type = 'button', ...rest }: Props) {
  return (
    <button type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />
  );
}
