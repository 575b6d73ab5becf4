import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../layout/not-found-page';
import { CredentialsPage } from './credentials-page';
import { EncompassPage } from './encompass-page';
import { PasswordPage } from './password-page';
import { PreferencesPage } from './preferences-page';
import { ProfilePage } from './profile-page';

export default function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="profile" replace />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="password" element={<PasswordPage />} />
      <Route path="preferences" element={<PreferencesPage />} />
      <Route path="credentials" element={<CredentialsPage />} />
      <Route path="encompass" element={<EncompassPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
