import { useOutletContext } from 'react-router-dom';

/** What the international layout hands its pages. */
export interface InternationalContext {
  signupEmail: string | null;
  setSignupEmail: (email: string) => void;
}

export function useInternationalContext(): InternationalContext {
  return useOutletContext<InternationalContext>();
}
