import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Messages, type TRoute } from '@rp/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDialogs } from '../../components/dialogs';
import {
  isStartEndComplete,
  StartEndFields,
  startEndBody,
  startEndOfRoute,
  type TStartEnd,
} from '../../components/StartEndFields';
import { useEditRoute } from '../../data/routes';

/** Width of the start/end dialog (spec section 9). */
export const START_END_DIALOG_WIDTH = 620;

/** Both points are needed to save (spec section 5), with the contracts' message. */
const ZStartEndFormSchema = z.object({
  points: z.custom<TStartEnd>().refine(isStartEndComplete, Messages.depotEmpty),
});
type TStartEndForm = z.infer<typeof ZStartEndFormSchema>;

/** The start/end dialog of the route sidebar: start and end location and start time. */
export function StartEndDialog({ route, onClose }: { route: TRoute; onClose: () => void }) {
  const editRoute = useEditRoute();
  const dialogs = useDialogs();
  const {
    control,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<TStartEndForm>({
    resolver: zodResolver(ZStartEndFormSchema),
    defaultValues: { points: startEndOfRoute(route) },
    reValidateMode: 'onSubmit',
  });

  const save = handleSubmit(async ({ points }) => {
    try {
      await editRoute.mutateAsync({ route_id: route.id, ...startEndBody(points) });
      onClose();
    } catch (e) {
      await dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: START_END_DIALOG_WIDTH, maxWidth: '95vw' } } }}
    >
      <DialogTitle>Start and end of the route</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Controller
          name="points"
          control={control}
          render={({ field }) => (
            <StartEndFields
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                clearErrors();
              }}
              error={errors.points?.message}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} loading={editRoute.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
