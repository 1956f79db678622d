import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

import { TwoFactorEnrolmentScreen } from '../auth/TwoFactorEnrolmentScreen';
import { useEnrolmentRequired } from '../auth/twoFactorState';
import { BackofficeAppBar } from './BackofficeAppBar';
import { BackofficeMenu } from './BackofficeMenu';

/** An admin without two-factor sees only its enrolment (issue 22), never the menu or a resource. */
export const BackofficeLayout = ({ children }: { children: ReactNode }) =>
  useEnrolmentRequired() ? (
    <TwoFactorEnrolmentScreen />
  ) : (
    <Layout appBar={BackofficeAppBar} menu={BackofficeMenu}>
      {children}
    </Layout>
  );
