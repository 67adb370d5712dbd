import { base, block, sizes, tones } from './Button.css';

export interface ButtonVariants {
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  block?: boolean;
}

/** The shop's button classes, also for a link that looks like a button: `className={buttonClass({ tone })}`. */
export const buttonClass = ({ tone = 'primary', size = 'md', block: wide }: ButtonVariants = {}) =>
  `${base} ${tones[tone]} ${sizes[size]}${wide ? ` ${block}` : ''}`;
