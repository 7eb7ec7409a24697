import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { Role, type TSaveTeamMember, type TTeamMember, ZSaveTeamMemberSchema } from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../lib/form-errors';

export interface TMemberDialogProps {
  /** The member being edited, or null to add one. */
  member: TTeamMember | null;
  onClose: () => void;
  /** Saves the checked member; resolves when the dialog may close. */
  onSave: (member: TSaveTeamMember) => Promise<boolean>;
}

type TErrors = Partial<Record<'email' | 'name' | 'role', string>>;

/**
 * The member dialog (spec section 5), checked with ZSaveTeamMemberSchema: email required, at most
 * 128 characters, valid, not editable when editing; Driver and Dispatcher with at least one role; a
 * new member starts as Driver.
 */
export function MemberDialog({ member, onClose, onSave }: TMemberDialogProps) {
  const isEdit = !!member;
  const [email, setEmail] = useState(member?.email ?? '');
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState(member?.role ?? Role.Driver);
  const [errors, setErrors] = useState<TErrors>({});
  const [busy, setBusy] = useState(false);

  const toggle = (bit: number) => (_e: unknown, checked: boolean) =>
    setRole((r) => (checked ? r | bit : r & ~bit));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZSaveTeamMemberSchema.safeParse({
      user_id: member?.user_id ?? member?.id,
      email,
      name,
      role,
    });
    if (!parsed.success) return setErrors(fieldErrors<keyof TErrors>(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      if (await onSave(parsed.data)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="member-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="member-dialog-title">{isEdit ? 'Edit member info' : 'Add member'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="E-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={isEdit}
              error={!!errors.email}
              helperText={errors.email}
              autoFocus={!isEdit}
            />
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!errors.name}
              helperText={errors.name}
            />
            <FormControl error={!!errors.role} component="fieldset" variant="standard">
              <FormLabel component="legend">Role</FormLabel>
              <FormGroup row>
                <FormControlLabel
                  control={<Checkbox checked={(role & Role.Driver) !== 0} onChange={toggle(Role.Driver)} />}
                  label="Driver"
                />
                <FormControlLabel
                  control={
                    <Checkbox checked={(role & Role.Dispatcher) !== 0} onChange={toggle(Role.Dispatcher)} />
                  }
                  label="Dispatcher"
                />
              </FormGroup>
              {errors.role && <FormHelperText>{errors.role}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
