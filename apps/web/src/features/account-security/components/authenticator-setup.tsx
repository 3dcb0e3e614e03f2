import type { TSessionUser, TTwoFactorSetupResponse } from '@finboard/contracts';
import { TWO_FACTOR_MESSAGES } from '@finboard/domain/auth';
import { Code, Image, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/app-error';
import { qrCodeDataUrl } from '../../../lib/qr-code';
import { useConfirmTwoFactor, useStartTwoFactorSetup } from '../api';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SubmitAndCancel } from '../../../components/forms/submit-and-cancel';

/** Set up: the password, then the QR code and secret, then the first code, then the recovery codes once. */
export function AuthenticatorSetup({ user, onClose }: { user: TSessionUser; onClose: () => void }) {
  const start = useStartTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState<TTwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} email={user.email} onDone={onClose} />;

  if (!secret) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      start.mutate(user.hasPassword ? { password } : {}, { onSuccess: setSecret });
    };
    return (
      <form onSubmit={submit} aria-label="Set up an authenticator app">
        <Stack gap="sm">
          {user.hasPassword ? (
            <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          ) : null}
          <FormAlert message={start.isError ? errorMessage(start.error) : null} />
          <SubmitAndCancel label="Continue" loading={start.isPending} onCancel={onClose} />
        </Stack>
      </form>
    );
  }

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code: code.trim() }, { onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes) });
  };
  return (
    <form onSubmit={submitCode} aria-label="Confirm the authenticator app">
      <Stack gap="sm">
        <Text>Scan this QR code with your authenticator app, or type the key below into it.</Text>
        <TotpQrCode uri={secret.totpUri} />
        <Text fz="sm">
          Key: <Code>{secret.secret}</Code>
        </Text>
        <TextInput
          label={TWO_FACTOR_MESSAGES.codePrompt}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <FormAlert message={confirm.isError ? errorMessage(confirm.error) : null} />
        <SubmitAndCancel label="Turn on" loading={confirm.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrCodeDataUrl(uri).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <Image src={src} alt="QR code for your authenticator app" w={180} h={180} /> : null;
}
