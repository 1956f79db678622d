import { Button } from '@mui/material';
import { LinkBase, Title, useTranslate } from 'react-admin';

import { AccessDeniedMessage } from './AccessDeniedMessage';

/** Inside the layout: a plain admin reached a super-admin section by typing its address. */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title="rutalia.access_denied.title" />
      <AccessDeniedMessage
        title={translate('rutalia.access_denied.title')}
        actions={
          <Button variant="contained" component={LinkBase} to="/">
            {translate('rutalia.access_denied.back_to_dashboard')}
          </Button>
        }
      >
        <p>{translate('rutalia.access_denied.super_admin_only')}</p>
      </AccessDeniedMessage>
    </>
  );
};
