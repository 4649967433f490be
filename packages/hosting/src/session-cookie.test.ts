import type { Request } from 'express';
import { carriesSessionCookie } from './session-cookie';

const requestWith = (cookie?: string) => ({ headers: { cookie } }) as Request;

it('sees the session cookie by the name the backend gives it over HTTP', () => {
  expect(carriesSessionCookie(requestWith('nv_cohort=c1; nv_session=abc'), 'http://localhost:8080')).toBe(true);
  expect(carriesSessionCookie(requestWith('nv_cohort=c1; nv_login=abc'), 'http://localhost:8080')).toBe(false);
  expect(carriesSessionCookie(requestWith(), 'http://localhost:8080')).toBe(false);
});

it('over HTTPS, only under its __Host- name', () => {
  expect(carriesSessionCookie(requestWith('__Host-nv_session=abc'), 'https://northvault.example')).toBe(true);
  expect(carriesSessionCookie(requestWith('nv_session=abc'), 'https://northvault.example')).toBe(false);
});
