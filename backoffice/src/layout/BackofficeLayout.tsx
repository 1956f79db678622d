import type { ReactNode } from 'react';
import { Layout } from 'react-admin';

import { BackofficeAppBar } from './BackofficeAppBar';

export const BackofficeLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={BackofficeAppBar}>{children}</Layout>
);
