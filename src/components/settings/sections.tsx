import { Alert, AutoComplete, Button, Col, Input, Radio, Row, Select, Switch, Tabs } from 'antd';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import { BUSINESS_SCOPES, type BusinessScope } from '../../schemas/scopes';
import { inLanguage, t } from '../../providers';
import {
  DIGIT_KINDS,
  FEE_SERVICE_NAME_TYPES,
  LOADING_DATE_TYPES,
  LOCK_STATUSES,
  MAIL_PORTS,
  MAIL_PORT_PLAIN,
  MAIL_PORT_SSL,
  SETTING_BY_NAME,
  defaultDateField,
  defaultStationField,
  digitsField,
  feeServiceField,
  lockStatusField,
  scopeName,
} from '../../schemas/settings';
import { defaultDateOptions } from '../../schemas/settings-options';
import { FormItem, settingId } from './FormItem';
import type { DialogData } from './useSettingsDialogData';

interface SectionProps {
  control: Control<FieldValues>;
  data: DialogData;
}

const half = { xs: 24, sm: 12 };
const third = { xs: 24, sm: 8 };
/** A declared setting's label. */
const L = (name: string) => inLanguage(SETTING_BY_NAME.get(name)!.label);

// Read when shown: the texts are the started catalogue's, in the language of the moment.
const yesNo = () => [
  { value: '1', label: t('settings.yes') },
  { value: '0', label: t('settings.no') },
];

function YesNo({ name, control }: { name: string; control: Control<FieldValues> }) {
  return (
    <FormItem name={name} label={L(name)} control={control} required>
      {(field) => (
        <Radio.Group id={settingId(name)} value={field.value} onChange={(e) => field.onChange(e.target.value)} options={yesNo()} />
      )}
    </FormItem>
  );
}

function Choice({
  name,
  control,
  options,
  text,
  clear,
  required,
}: {
  name: string;
  control: Control<FieldValues>;
  options: { value: string | number; label: string; disabled?: boolean }[];
  text?: string;
  clear?: boolean;
  required?: boolean;
}) {
  return (
    <FormItem name={name} label={text ?? L(name)} control={control} required={required}>
      {(field, invalid) => (
        <Select
          id={settingId(name)}
          value={field.value ?? undefined}
          onChange={(v) => field.onChange(v ?? null)}
          onBlur={field.onBlur}
          options={options}
          allowClear={clear}
          showSearch
          optionFilterProp="label"
          placeholder={t('settings.select')}
          status={invalid ? 'error' : undefined}
          style={{ width: '100%' }}
        />
      )}
    </FormItem>
  );
}

function Text({
  name,
  control,
  text,
  disabled,
  required,
  max,
  upper,
  password,
  placeholder,
}: {
  name: string;
  control: Control<FieldValues>;
  text?: string;
  disabled?: boolean;
  required?: boolean;
  max?: number;
  upper?: boolean;
  password?: boolean;
  placeholder?: string;
}) {
  const Comp = password ? Input.Password : Input;
  return (
    <FormItem name={name} label={text ?? L(name)} control={control} required={required}>
      {(field, invalid) => (
        <Comp
          id={settingId(name)}
          value={(field.value as string) ?? ''}
          onChange={(e) => field.onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          maxLength={max}
          placeholder={placeholder}
          autoComplete={password ? 'new-password' : 'off'}
          status={invalid ? 'error' : undefined}
        />
      )}
    </FormItem>
  );
}

/** General personal information: who the user is (partly read-only) and their general preferences. */
export function GeneralSection({ control, data, loaded }: SectionProps & { loaded: { email: boolean; phone: boolean } }) {
  const s = data.settings;
  const codes = data.countryCodes.map((c) => ({ value: c.ediCode1, label: c.paramText }));
  if (s.internationalCountryCode && !codes.some((c) => c.value === s.internationalCountryCode)) {
    codes.unshift({ value: String(s.internationalCountryCode), label: `+${s.internationalCountryCode}` });
  }
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Text name="orgName" text={t('settings.orgName')} control={control} disabled />
      </Col>
      <Col {...half}>
        <Text name="userName" text={t('settings.userName')} control={control} disabled />
      </Col>
      <Col {...half}>
        <Text name="userEname" text={t('settings.userEname')} control={control} required max={40} />
      </Col>
      <Col {...half}>
        <Text name="userEmail" text={t('settings.userEmail')} control={control} required disabled={loaded.email} max={80} />
      </Col>
      <Col {...half}>
        {loaded.phone ? (
          <Text name="internationalCountryCode" text={t('settings.internationalCountryCode')} control={control} disabled required />
        ) : (
          <Choice
            name="internationalCountryCode"
            text={t('settings.internationalCountryCode')}
            control={control}
            options={codes}
            required
          />
        )}
      </Col>
      <Col {...half}>
        <Text name="phoneNumber" text={t('settings.phoneNumber')} control={control} required disabled={loaded.phone} max={30} />
      </Col>
      <Col {...half}>
        <Choice name="paramText" control={control} options={data.paramTexts} required />
      </Col>
      <Col {...half}>
        <Choice
          name="feeServiceNameType"
          control={control}
          required
          options={FEE_SERVICE_NAME_TYPES.map((v) => ({ value: v, label: t(`settings.${v}`) }))}
        />
      </Col>
      <Col {...half}>
        <YesNo name="orderEditNewPage" control={control} />
      </Col>
      <Col {...half}>
        <YesNo name="orderSaveClosePage" control={control} />
      </Col>
      <Col {...half}>
        <FormItem name="loadingDateType" label={L('loadingDateType')} control={control} required>
          {(field) => (
            <Radio.Group
              id={settingId('loadingDateType')}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              options={LOADING_DATE_TYPES.map((v) => ({ value: v, label: t(`settings.${v}`) }))}
            />
          )}
        </FormItem>
      </Col>
      <Col {...half}>
        <YesNo name="orderAeHawbCopyAwbInfo" control={control} />
      </Col>
      <Col {...half}>
        <Choice
          name="orderAeDefaultBarcodeLabelSize"
          control={control}
          clear
          options={data.labelSizes.map((c) => ({ value: c.ediCode1, label: c.paramText }))}
        />
      </Col>
      <Col {...half} />
      <Col {...half}>
        <Choice name="aeWarehouseId" control={control} clear options={data.aeWarehouses} />
      </Col>
      <Col {...half}>
        <Choice name="aiWarehouseId" control={control} clear options={data.aiWarehouses} />
      </Col>
    </Row>
  );
}

/** One business type's order defaults: decimals, default date and station, fee item, lock page status. */
function ScopePane({ control, data, scope }: SectionProps & { scope: BusinessScope }) {
  const station = SETTING_BY_NAME.get(defaultStationField(scope));
  const fees = data.feeServices
    .filter((f) => !f.businessScope || f.businessScope === scope)
    .map((f) => ({ value: f.value, label: `${f.code} ${f.label}` }));
  return (
    <Row gutter={16}>
      {DIGIT_KINDS.map((k) => {
        const name = digitsField(scope, k);
        const max = SETTING_BY_NAME.get(name)!.max!;
        return (
          <Col key={name} {...third}>
            <FormItem name={name} label={L(name)} control={control} required extra={`0-${max}`}>
              {(field, invalid) => (
                <Input
                  id={settingId(name)}
                  value={field.value === null || field.value === undefined ? '' : String(field.value)}
                  onChange={(e) =>
                    field.onChange(e.target.value === '' ? null : /^\d$/.test(e.target.value) ? Number(e.target.value) : e.target.value)
                  }
                  onBlur={field.onBlur}
                  maxLength={1}
                  inputMode="numeric"
                  status={invalid ? 'error' : undefined}
                />
              )}
            </FormItem>
          </Col>
        );
      })}
      <Col {...half}>
        <Choice
          name={defaultDateField(scope)}
          control={control}
          clear
          options={defaultDateOptions(scope)
            .filter((o) => data.defaultDates.some((d) => d.ediCode1 === o.ediCode1))
            .map((o) => ({ value: o.ediCode1, label: o.paramText }))}
        />
      </Col>
      {station ? (
        <Col {...half}>
          <Text name={station.name} text={inLanguage(station.label)} control={control} upper max={10} />
        </Col>
      ) : null}
      <Col {...half}>
        <Choice name={feeServiceField(scope)} control={control} clear options={fees} />
      </Col>
      <Col {...half}>
        <Choice
          name={lockStatusField(scope)}
          control={control}
          required
          options={LOCK_STATUSES.map((v) => ({ value: v, label: t(`settings.lock${v}`) }))}
        />
      </Col>
    </Row>
  );
}

/** Order defaults per business type (AE ... IO), one tab each. */
export function OrderSection(props: SectionProps) {
  return (
    <Tabs
      size="small"
      data-testid="settings-order-tabs"
      items={BUSINESS_SCOPES.map((scope) => ({
        key: scope,
        label: `${inLanguage(scopeName(scope))} ${scope}`,
        children: <ScopePane {...props} scope={scope} />,
      }))}
    />
  );
}

/**
 * The user's SMTP account. Everything but the switch is disabled until mail is enabled; SSL sets the
 * port to 465, no SSL to 25 (docs/behaviour.md §2.4). The administrator login role also gives the sender address.
 */
export function MailSection({
  control,
  admin,
  enabled,
  passwordSet,
  setValue,
  onCheck,
  checking,
}: {
  control: Control<FieldValues>;
  admin: boolean;
  enabled: boolean;
  passwordSet: boolean;
  setValue: UseFormSetValue<FieldValues>;
  onCheck: () => void;
  checking: boolean;
}) {
  const off = !enabled;
  return (
    <>
      <Alert type="info" showIcon message={t('settings.mailHint')} style={{ marginBottom: 12 }} data-testid="settings-mail-hint" />
      <Row gutter={16}>
        <Col {...half}>
          <FormItem name="mailValid" label={L('mailValid')} control={control} required>
            {(field) => (
              <Radio.Group
                id={settingId('mailValid')}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                options={yesNo()}
              />
            )}
          </FormItem>
        </Col>
        <Col {...half}>
          <Text name="mailName" control={control} disabled={off} required={enabled} max={20} />
        </Col>
        {admin ? (
          <Col {...half}>
            <Text name="mailAddress" control={control} disabled={off} required={enabled} max={100} />
          </Col>
        ) : null}
        <Col {...half}>
          <Text name="mailSmtp" control={control} disabled={off} required={enabled} max={100} placeholder="smtp.163.com" />
        </Col>
        <Col {...half}>
          <FormItem name="mailSsl" label={L('mailSsl')} control={control}>
            {(field) => (
              <Switch
                id={settingId('mailSsl')}
                checked={field.value === true}
                disabled={off}
                onChange={(on) => {
                  field.onChange(on);
                  setValue('mailPort', on ? MAIL_PORT_SSL : MAIL_PORT_PLAIN, { shouldDirty: true, shouldValidate: true });
                }}
              />
            )}
          </FormItem>
        </Col>
        <Col {...half}>
          <FormItem name="mailPort" label={L('mailPort')} control={control} required={enabled}>
            {(field, invalid) => (
              <AutoComplete
                id={settingId('mailPort')}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(v) => field.onChange(v === '' ? null : /^\d+$/.test(v) ? Number(v) : v)}
                onBlur={field.onBlur}
                options={MAIL_PORTS.map((p) => ({ value: String(p) }))}
                disabled={off}
                status={invalid ? 'error' : undefined}
                style={{ width: '100%' }}
              />
            )}
          </FormItem>
        </Col>
        <Col {...half}>
          <Text name="mailUser" control={control} disabled={off} required={enabled} max={100} />
        </Col>
        <Col {...half}>
          <Text
            name="mailVerifyCode"
            control={control}
            disabled={off}
            required={enabled && !passwordSet}
            max={100}
            password
            placeholder={passwordSet ? t('settings.passwordSet') : undefined}
          />
        </Col>
        <Col span={24}>
          <FormItem name="mailSignature" label={L('mailSignature')} control={control}>
            {(field, invalid) => (
              <Input.TextArea
                id={settingId('mailSignature')}
                value={(field.value as string) ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                disabled={off}
                maxLength={200}
                autoSize={{ minRows: 2, maxRows: 4 }}
                status={invalid ? 'error' : undefined}
              />
            )}
          </FormItem>
        </Col>
        <Col span={24}>
          <Button onClick={onCheck} loading={checking} disabled={off} data-testid="settings-check-email">
            {t('settings.checkEmail')}
          </Button>
        </Col>
      </Row>
    </>
  );
}

/** Who gets a copy of each kind of mail: people of the organisation with an email. */
export function CcSection({ control, data }: SectionProps) {
  const options = data.ccUsers.map((u) => ({
    value: u.value,
    label: u.label4 ? `${u.label} <${u.label4}>` : `${u.label} (${t('settings.noEmail')})`,
    disabled: !u.label4,
  }));
  return (
    <Row gutter={16}>
      {['orderTrackCcUser', 'sendGoodsNotifyCcUser', 'sendBillCcUser', 'sendInventoryCcUser'].map((name) => (
        <Col key={name} {...half}>
          <FormItem name={name} label={L(name)} control={control}>
            {(field) => (
              <Select
                id={settingId(name)}
                mode="multiple"
                value={(field.value as number[]) ?? []}
                onChange={(v) => field.onChange(v)}
                options={options}
                optionFilterProp="label"
                placeholder={t('settings.select')}
                style={{ width: '100%' }}
              />
            )}
          </FormItem>
        </Col>
      ))}
    </Row>
  );
}
