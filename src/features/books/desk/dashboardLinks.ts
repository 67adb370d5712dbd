// Shared with the owner's daily digest e-mail, so the desk and the mail open the same lists.
export { ordersPlaced, WAITING_LABELS, WAITING_LISTS, type DeskList } from '../../../../api-schema/deskLists';
