/**
 * Choice of the NF-e contingency mode in the entry dialog of the manager (API
 * `EntrarContingencia?modalidade=`, src/server/modules/nfe/contingencia-rotas.ts):
 * - SVC (default): the notes are authorised by the SEFAZ Virtual de Contingência of the UF
 *   (tpEmis 6 SVC-AN / 7 SVC-RS; NT 2013.007);
 * - EPEC (NF-e modelo 55 only; NT 2013.004): the notes get tpEmis 4, the EPEC event 110140 is
 *   registered at the National Environment and the DANFE is printed in contingency; they are
 *   transmitted to the normal authorizer when the company leaves the contingency.
 * Also the notice of notes still waiting in EPEC after the exit, with "Transmitir notas em EPEC".
 */
import { Alert, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { EstadoContingencia, ModalidadeContingencia } from './contingencia-api.ts';

/** Radio SVC / EPEC and what each one does (shown above the justification). */
export function EscolhaModalidade({
  estado,
  valor,
  onChange,
}: {
  estado: EstadoContingencia;
  valor: ModalidadeContingencia;
  onChange: (m: ModalidadeContingencia) => void;
}) {
  const svc = estado.modalidade === 'svc' && estado.ativa ? estado.nome : estado.autorizador === 'SVCRS' ? 'SVC-RS' : 'SVC-AN';
  return (
    <>
      <RadioGroup
        row
        aria-label="Modalidade da contingência"
        value={valor}
        onChange={(e) => onChange(e.target.value as ModalidadeContingencia)}
        data-testid="modalidade-contingencia"
      >
        <FormControlLabel value="svc" control={<Radio />} label={`${svc} (tpEmis ${estado.autorizador === 'SVCRS' ? 7 : 6})`} />
        <FormControlLabel value="epec" control={<Radio />} label="EPEC (tpEmis 4)" />
      </RadioGroup>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {valor === 'epec'
          ? `As próximas NF-e sairão com tpEmis 4, a data e hora de entrada e esta justificativa; o EPEC (evento 110140) é registrado no Ambiente Nacional e o DANFE sai com a expressão "DANFE impresso em contingência - EPEC". Quando o autorizador da SEFAZ-${estado.uf} voltar, saia da contingência: as notas em EPEC são transmitidas a ele com a mesma chave. Só para NF-e (modelo 55).`
          : `As próximas NF-e sairão com tpEmis ${estado.autorizador === 'SVCRS' ? 7 : 6}, a data e hora de entrada e esta justificativa, e serão enviadas à ${svc}. Quando o autorizador da SEFAZ-${estado.uf} voltar, saia da contingência: as notas emitidas na SVC são conciliadas, sem reenvio.`}
      </Typography>
    </>
  );
}

/** Notice of notes in EPEC waiting for the normal authorizer (outside contingency), with the action. */
export function AvisoEpecPendente({ estado, ocupado, onTransmitir }: { estado: EstadoContingencia; ocupado: boolean; onTransmitir: () => void }) {
  if (estado.ativa || estado.pendentesEpec === 0) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 1 }}
      data-testid="epec-pendentes"
      action={
        <Button color="inherit" disabled={ocupado} onClick={onTransmitir}>
          Transmitir notas em EPEC
        </Button>
      }
    >
      {estado.pendentesEpec} nota(s) com EPEC registrado aguardando a transmissão ao autorizador normal da SEFAZ-{estado.uf}.
    </Alert>
  );
}
