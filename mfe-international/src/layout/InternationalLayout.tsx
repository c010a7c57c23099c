import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { InternationalContext } from './international-context';
import { InternationalFooter } from './InternationalFooter';
import { InternationalHeader } from './InternationalHeader';
import { readSignupEmail, storeSignupEmail } from './signup-email';
import * as styles from './InternationalLayout.module.css';

/**
 * The international layout: its own header and footer (spec section 2) around the flow's pages. The
 * shell already renders every application inside its `main` landmark, so the pages sit in a plain div.
 */
export function InternationalLayout(): ReactNode {
  const [signupEmail, setEmailState] = useState<string | null>(readSignupEmail);
  const setSignupEmail = useCallback((email: string) => {
    storeSignupEmail(email);
    setEmailState(email);
  }, []);
  const context = useMemo<InternationalContext>(
    () => ({ signupEmail, setSignupEmail }),
    [signupEmail, setSignupEmail],
  );

  return (
    <div className={styles.layout}>
      <InternationalHeader />
      <main id="main-content" className={styles.content}>
        <Outlet context={context} />
      </main>
      <InternationalFooter />
    </div>
  );
}
