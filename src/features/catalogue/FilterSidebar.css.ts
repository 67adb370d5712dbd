import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/vars.css';

export const backdrop = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.overlay,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': { [media.desktop]: { selectors: { '&[data-open="true"]': { display: 'none' } } } },
});

export const sidebar = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(20rem, 88vw)',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  zIndex: vars.z.drawer,
  transform: 'translateX(-100%)',
  visibility: 'hidden',
  // Closed, its ~50 elements are not even styled or laid out (issue 15: the first layout's long task).
  contentVisibility: 'hidden',
  transition: 'transform 200ms ease, visibility 200ms, content-visibility 200ms allow-discrete',
  selectors: {
    // Sliding in at once when opening, its contents from the next frame (focus moves in after that one);
    // hidden only after the slide-out.
    '&[data-open="true"]': {
      transform: 'none',
      visibility: 'visible',
      transition: 'transform 200ms ease',
    },
    '&[data-open="true"][data-filled="true"]': { contentVisibility: 'visible' },
  },
  '@media': {
    [media.desktop]: {
      position: 'static',
      alignSelf: 'start',
      overflowY: 'visible',
      width: 'auto',
      transform: 'none',
      visibility: 'visible',
      contentVisibility: 'visible',
      transition: 'none',
      zIndex: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
    // Sticky only where the whole panel fits below the header: a panel that scrolled inside itself
    // hid its price, sort, In Stock Only and Clear All Filters from shoppers on 800 px screens.
    [media.desktopTall]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
      maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xl})`,
      overflowY: 'auto',
    },
  },
});

export const mobileHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBottom: vars.space.md,
  '@media': { [media.desktop]: { display: 'none' } },
});
export const title = style({ fontSize: vars.size.lg });
export const close = style({
  background: 'none',
  border: 0,
  fontSize: vars.size.lg,
  minWidth: '2.75rem',
  minHeight: '2.75rem',
});
