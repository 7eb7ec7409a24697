import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

/** Width of the generic info and confirm dialogs (spec section 9). */
export const DIALOG_WIDTH = 420;

interface TDialogRequest {
  kind: 'info' | 'confirm';
  title?: string;
  message: string;
  okLabel?: string;
  cancelLabel?: string;
}

export interface TDialogs {
  /** An information dialog with OK; resolves when closed. */
  info(title: string | undefined, message: string): Promise<void>;
  /** OK/Cancel (labels can be changed); resolves true on OK. */
  confirm(
    message: string,
    opts?: { title?: string; okLabel?: string; cancelLabel?: string },
  ): Promise<boolean>;
}

const DialogsContext = createContext<TDialogs | null>(null);

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<TDialogRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const open = useCallback((r: TDialogRequest) => {
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
      setRequest(r);
    });
  }, []);

  const close = (ok: boolean) => {
    setRequest(null);
    resolver.current?.(ok);
    resolver.current = null;
  };

  const value = useMemo<TDialogs>(
    () => ({
      info: async (title, message) => {
        await open({ kind: 'info', title, message });
      },
      confirm: (message, opts) => open({ kind: 'confirm', message, ...opts }),
    }),
    [open],
  );

  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Dialog
        open={!!request}
        onClose={() => close(false)}
        slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
        aria-labelledby="generic-dialog-title"
      >
        {request?.title && <DialogTitle id="generic-dialog-title">{request.title}</DialogTitle>}
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{request?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {request?.kind === 'confirm' && (
            <Button onClick={() => close(false)}>{request.cancelLabel ?? 'Cancel'}</Button>
          )}
          <Button variant="contained" onClick={() => close(true)} autoFocus>
            {request?.okLabel ?? 'OK'}
          </Button>
        </DialogActions>
      </Dialog>
    </DialogsContext.Provider>
  );
}

export function useDialogs(): TDialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs outside DialogsProvider');
  return dialogs;
}
