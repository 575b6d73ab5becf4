import { Alert, Anchor, ColorInput, Grid, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { Link } from 'react-router-dom';
import { formatInstantDateTime } from 'shared-rules';
import { useFeatureFlag } from 'shared-ui';
import { BannerPreview } from '../banner/banner-preview';
import { fromPickerValue, toPickerValue } from '../banner/picker-instant';
import { isBlank } from 'shared-ui';
import { SettingFormFrame } from 'shared-ui';
import { useSettingForm } from 'shared-ui';

const MESSAGE_MAX = 500;
const HEX_MESSAGE = 'Enter a colour as # and six hexadecimal digits, such as #1864ab';
const hexColour = (value: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? null : HEX_MESSAGE);
const SWATCHES = ['#1864ab', '#0b7285', '#2b8a3e', '#e67700', '#c92a2a', '#212529', '#fff3bf', '#ffffff'];

/** The date-time pickers show dates the way the rest of the portal does (dayjs tokens). */
const PICKER_DISPLAY = 'MM/DD/YYYY h:mm A';

/**
 * /admin/settings/banner: the info banner above every page: its message, when it shows (between
 * its start and end), and its colours, with a live preview. The shell shows it only while the
 * Banner feature flag is on.
 */
export default function BannerPage() {
  const flagOn = useFeatureFlag('banner');
  const setting = useSettingForm('banner', {
    validate: {
      message: (value, values) => ((values.startDate || values.endDate) && isBlank(value) ? 'Enter the message the banner shows' : null),
      endDate: (value, values) =>
        value && values.startDate && Date.parse(value) <= Date.parse(values.startDate) ? 'The end must be after the start' : null,
      backgroundColor: hexColour,
      textColor: hexColour,
    },
    toSaved: (values) => ({ ...values, message: values.message.trim() }),
  });
  const { form } = setting;
  const { message, startDate, endDate, backgroundColor, textColor } = form.values;
  const pickerProps = (field: 'startDate' | 'endDate') => {
    const { value, onChange, ...rest } = form.getInputProps(field);
    return {
      ...rest,
      value: toPickerValue(value as string | null),
      onChange: (picked: string | null) => onChange(fromPickerValue(picked)),
    };
  };

  return (
    <SettingFormFrame
      title="Banner"
      description="A message shown above every page of the portal, between its start and end."
      setting={setting}
      aside={
        <Alert color={flagOn ? 'blue' : 'orange'} title={flagOn ? 'The Banner feature is on' : 'The Banner feature is off'}>
          <Text size="sm">
            The banner shows only while the Banner feature flag is on{flagOn ? '' : ', so nobody sees it now'}. Turn it on or off in{' '}
            <Anchor component={Link} to="/admin/settings/general-settings" inherit underline="always">
              General Settings
            </Anchor>
            .
          </Text>
        </Alert>
      }
    >
      <Textarea
        label="Message"
        description={`${message.length} of ${MESSAGE_MAX} characters`}
        autosize
        minRows={2}
        maxLength={MESSAGE_MAX}
        {...form.getInputProps('message')}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateTimePicker
            label="Start"
            description="When the banner starts to show."
            placeholder="Pick a date and time"
            valueFormat={PICKER_DISPLAY}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the start' }}
            {...pickerProps('startDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateTimePicker
            label="End"
            description="When it stops showing; after the start."
            placeholder="Pick a date and time"
            valueFormat={PICKER_DISPLAY}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the end' }}
            minDate={toPickerValue(startDate) ?? undefined}
            {...pickerProps('endDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ColorInput
            label="Background colour"
            format="hex"
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': 'Pick the background colour from the screen' }}
            required
            {...form.getInputProps('backgroundColor')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ColorInput
            label="Text colour"
            format="hex"
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': 'Pick the text colour from the screen' }}
            required
            {...form.getInputProps('textColor')}
          />
        </Grid.Col>
      </Grid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {startDate && endDate
          ? `Shows from ${formatInstantDateTime(startDate)} until ${formatInstantDateTime(endDate)}.`
          : 'Set a start and an end to choose when the banner shows.'}
      </Text>
      <BannerPreview message={message} backgroundColor={backgroundColor} textColor={textColor} />
    </SettingFormFrame>
  );
}
