import { getConfig, getUser, type SiteLanguage } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/language';
import { call } from '../../lib/endpoint-client';
import { useSession } from '../../lib/session';
import { updateUserRecord, userRecordQueryOptions } from './api/identity-api';
import { loadIdentityClient } from './cognito/identity-client';

/**
 * Sets the account's `locale` at the identity service, the language its verification and reset
 * codes are mailed in. A failure leaves the earlier one: the site itself keeps the choice.
 */
async function saveCodeMailLanguage(language: SiteLanguage): Promise<void> {
  try {
    const config = await call(getConfig, {});
    await (await loadIdentityClient(config.cognito)).updateLocale(language);
  } catch (error) {
    console.warn('Saving the language of code mails failed', error);
  }
}

/**
 * Keeps the language a signed-in cook chose on their account, so that it follows them to every
 * device (decision 049), and on their identity account for the codes it mails. The session's
 * cookie signs the calls.
 */
export async function saveAccountLanguage(email: string, language: SiteLanguage): Promise<void> {
  // The record does not wait for the identity service's library to load.
  await Promise.all([saveCodeMailLanguage(language), saveRecordLanguage(email, language)]);
}

async function saveRecordLanguage(email: string, language: SiteLanguage): Promise<void> {
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
