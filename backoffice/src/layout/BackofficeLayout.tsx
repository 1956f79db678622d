import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

import { BackofficeAppBar } from './BackofficeAppBar';
import { BackofficeMenu } from './BackofficeMenu';

export const BackofficeLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={BackofficeAppBar} menu={BackofficeMenu}>
    {children}
  </Layout>
);
