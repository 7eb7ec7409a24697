import { zodResolver } from '@hookform/resolvers/zod';
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
import { Controller, useForm } from 'react-hook-form';
import { textFieldProps } from '../../lib/form-fields';

export interface TMemberDialogProps {
  /** The member being edited, or null to add one. */
  member: TTeamMember | null;
  onClose: () => void;
  /** Saves the checked member; resolves when the dialog may close. */
  onSave: (member: TSaveTeamMember) => Promise<boolean>;
}

/** The role bit mask as two check boxes, Driver and Dispatcher. */
function RoleBoxes({ role, onChange }: { role: number; onChange: (role: number) => void }) {
  const toggle = (bit: number) => (_e: unknown, checked: boolean) =>
    onChange(checked ? role | bit : role & ~bit);
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Checkbox checked={(role & Role.Driver) !== 0} onChange={toggle(Role.Driver)} />}
        label="Driver"
      />
      <FormControlLabel
        control={<Checkbox checked={(role & Role.Dispatcher) !== 0} onChange={toggle(Role.Dispatcher)} />}
        label="Dispatcher"
      />
    </FormGroup>
  );
}

/**
 * The member dialog (spec section 5), checked with ZSaveTeamMemberSchema: email required, at most
 * 128 characters, valid, not editable when editing; Driver and Dispatcher with at least one role; a
 * new member starts as Driver.
 */
export function MemberDialog({ member, onClose, onSave }: TMemberDialogProps) {
  const isEdit = !!member;
  const form = useForm({
    resolver: zodResolver(ZSaveTeamMemberSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      user_id: member?.user_id ?? member?.id,
      email: member?.email ?? '',
      name: member?.name ?? '',
      role: member?.role ?? Role.Driver,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (checked) => {
    if (await onSave(checked)) onClose();
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="member-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="member-dialog-title">{isEdit ? 'Edit member info' : 'Add member'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="E-mail"
              type="email"
              {...textFieldProps(form.register('email'))}
              disabled={isEdit}
              error={!!errors.email}
              helperText={errors.email?.message}
              autoFocus={!isEdit}
            />
            <TextField
              label="Name"
              {...textFieldProps(form.register('name'))}
              error={!!errors.name}
              helperText={errors.name?.message}
            />
            <FormControl error={!!errors.role} component="fieldset" variant="standard">
              <FormLabel component="legend">Role</FormLabel>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => <RoleBoxes role={field.value} onChange={field.onChange} />}
              />
              {errors.role && <FormHelperText>{errors.role.message}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
