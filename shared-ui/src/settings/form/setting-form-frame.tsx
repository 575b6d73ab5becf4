import type { ReactNode } from 'react';
import type { SettingKey } from 'shared-rules';
import { PageHeader } from '../../components/page-header';
import { UnsavedChangesGuard } from '../../forms/unsaved-changes-guard';
import { SettingFormSection } from './setting-form-section';
import type { SettingForm } from './use-setting-form';

export interface SettingFormFrameProps<K extends SettingKey> {
  title: string;
  description: string;
  setting: SettingForm<K>;
  children: ReactNode;
  /** Shown above the form (a status, a link to a related page). */
  aside?: ReactNode;
}

/**
 * The frame of a settings page with one setting: its heading, the setting's form (who saved
 * last, Save and Discard, the conflict notice), and the guard against leaving with unsaved changes.
 */
export function SettingFormFrame<K extends SettingKey>({ title, description, setting, children, aside }: SettingFormFrameProps<K>) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <SettingFormSection title={title} setting={setting} aside={aside}>
        {children}
      </SettingFormSection>
      <UnsavedChangesGuard when={setting.dirty} />
    </>
  );
}
