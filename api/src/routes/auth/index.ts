import type { App } from '../types';
import { getMe } from './get-me';
import { postAuth } from './post-auth';
import { postChangePassword } from './post-change-password';
import { postLogout } from './post-logout';
import { postRefreshToken } from './post-refresh-token';

/** Sign-in and the session (back-office spec §4 Session, §7). */
export async function authRoutes(app: App) {
  postAuth(app);
  getMe(app);
  postRefreshToken(app);
  postChangePassword(app);
  postLogout(app);
}
