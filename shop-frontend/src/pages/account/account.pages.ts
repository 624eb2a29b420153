// The account screens, loaded as one lazy chunk (with react-hook-form) when a visitor opens one.
import './account.css';

export { ForgotPasswordPage } from './forgot-password.page';
export { LoginPage } from './login.page';
export { ProfilePage } from './profile.page';
export { RegisterPage } from './register.page';
export { RemindersUnsubscribePage } from './reminders-unsubscribe.page';
export { ResetPasswordPage } from './reset-password.page';
