import type { ContactInput } from '../../../api-schema/contact';
import { contactResponse } from '../../../api-schema/responses';
import { http } from '../../api/http';

/** docs/product.md §7 POST /contact. The reply's id is not shown to the shopper. */
export async function sendContactMessage(input: ContactInput) {
  const body = await http.post('contact', { json: input }).json(contactResponse);
  return body.data;
}
