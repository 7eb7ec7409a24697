import { Api, type TContact } from '@rp/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** POST /contact/: a visitor's message to the operator (no session needed). */
export function useSendContact() {
  return useMutation({
    mutationFn: (body: TContact) => callApi(Api.contact, { body }, { skipUnauthorizedRedirect: true }),
  });
}
