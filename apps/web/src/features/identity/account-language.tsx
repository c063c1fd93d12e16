import { getUser, type SiteLanguage } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/language';
import { call } from '../../lib/endpoint-client';
import { useSession } from '../../lib/session';
import { updateUserRecord, userRecordQueryOptions } from './api/identity-api';

/**
 * Keeps the language a signed-in cook chose on their account, so that it follows them to every
 * device (decision 049). The session's cookie signs the call.
 */
export async function saveAccountLanguage(email: string, language: SiteLanguage): Promise<void> {
  const record = await call(getUser, { params: { email } });
  if (record.language !== language) await updateUserRecord(record._id, { language }, '');
}

/**
 * On signing in: shows the site in the language the account keeps, when it keeps one and this
 * device shows another. Once a session; a later choice on this device is the cook's own.
 */
export function AccountLanguage() {
  const { user } = useSession();
  const { language, choose } = useLanguage();
  const record = useQuery({ ...userRecordQueryOptions(user?.email ?? ''), enabled: Boolean(user) });
  const applied = useRef(false);
  const saved = record.data?.language;
  useEffect(() => {
    if (applied.current || record.data === undefined) return;
    applied.current = true;
    if (saved && saved !== language) void choose(saved);
  }, [record.data, saved, language, choose]);
  return null;
}
