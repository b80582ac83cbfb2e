/**
 * "Excluir" with the question dialog of SPEC §8 ("Excluir cliente?", Sim / Não; Enter = Sim,
 * Esc = Não). Deletes pessimistically, then goes back to the list with a pt-BR notification.
 */
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { resourcePath } from '../routes.ts';
import { referenceDisplayField, type Resource } from './registry.ts';
import { lowerFirst } from './text.ts';

/** Question of the confirmation dialog: `Excluir cliente?`. */
export function deleteQuestion(resource: Resource): string {
  return `Excluir ${lowerFirst(resource.title)}?`;
}

export function DeleteRecordButton({ resource }: { resource: Resource }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const name = record[referenceDisplayField(resource)];

  const confirm = () => {
    void remove(
      resource.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Registro excluído', { type: 'success' });
          redirect(() => resourcePath(resource.name, 'list'));
        },
        onError: (error: unknown) => {
          setOpen(false);
          const msg = (error as { message?: unknown })?.message;
          notify(typeof msg === 'string' && msg ? msg : 'Não foi possível excluir o registro', { type: 'error' });
        },
      },
    );
  };

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setOpen(true)}>
        Excluir
      </Button>
      <Dialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        aria-labelledby="excluir-titulo"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !isPending) {
            e.preventDefault();
            confirm();
          }
        }}
      >
        <DialogTitle id="excluir-titulo">{deleteQuestion(resource)}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {typeof name === 'string' && name ? (
              <>
                O registro <strong>{name}</strong> será excluído definitivamente.{' '}
              </>
            ) : null}
            Esta ação não pode ser desfeita.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            Não
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={isPending}
            startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            autoFocus
          >
            Sim
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
