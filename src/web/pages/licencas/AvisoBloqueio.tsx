/**
 * Aviso de licença no topo do conteúdo: empresa com fatura vencida — ainda na
 * tolerância (aviso) ou bloqueada para alterações (erro: "somente leitura"), com o link para pagar
 * quando a empresa paga direto (revenda 1) ou a orientação de procurar a revenda. Confere ao entrar,
 * a cada 60 s e logo depois de um pagamento nesta aba. Bloqueio manual do administrador: o motivo.
 * "O pagamento por PIX libera na hora" só quando há PSP PIX configurado (`FormasPagamento`).
 */
import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoeda } from '../../../domain/formatos.ts';
import { usePermissoes } from '../../session/useSessao.ts';
import { type Bloqueio, bloqueioAtual, EVENTO_LICENCA_PAGA, formasPagamento } from './api.ts';

const br = (iso: string | null) => (iso ?? '').split('-').reverse().join('/');

export function AvisoBloqueioLicenca() {
  const { nivel } = usePermissoes();
  const basename = useBasename();
  const [b, setB] = useState<Bloqueio | null>(null);
  const [pix, setPix] = useState(false);

  useEffect(() => {
    if (nivel !== 'emitente') return;
    const conferir = () => void bloqueioAtual().then(setB, () => undefined);
    conferir();
    formasPagamento().then(
      (f) => setPix(Boolean(f?.pix)),
      () => undefined,
    );
    const t = setInterval(conferir, 60_000);
    window.addEventListener(EVENTO_LICENCA_PAGA, conferir);
    return () => {
      clearInterval(t);
      window.removeEventListener(EVENTO_LICENCA_PAGA, conferir);
    };
  }, [nivel]);

  if (nivel !== 'emitente' || !b) return null;
  if (b.manual?.situacao === 'bloqueado')
    return (
      <Alert severity="error" sx={{ mt: 2 }} data-testid="aviso-bloqueio-licenca" role="alert">
        <AlertTitle>Empresa em modo somente leitura</AlertTitle>
        {`O administrador bloqueou as alterações desta empresa: ${b.manual.motivo}. Consultas e downloads de XML/DANFE continuam liberados. Procure a sua revenda para regularizar.`}
      </Alert>
    );
  if (!b.fatura_id) return null;
  if (b.manual?.situacao === 'liberado')
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="aviso-bloqueio-licenca" role="alert">
        <AlertTitle>Fatura de licença vencida</AlertTitle>
        {`A fatura vencida em ${br(b.vencimento)} (${formatMoeda(b.valor ?? '0')}) não foi paga; o administrador liberou as alterações até ${br(b.manual.liberado_ate)}.`}
      </Alert>
    );
  const pagar = b.pagamento_direto ? (
    <Button component={Link} to={`${basename}/fatura/licenca/consultar`} color="inherit" variant="outlined" size="small">
      Pagar agora
    </Button>
  ) : undefined;
  return (
    <Alert severity={b.bloqueado ? 'error' : 'warning'} action={pagar} sx={{ mt: 2 }} data-testid="aviso-bloqueio-licenca" role="alert">
      <AlertTitle>{b.bloqueado ? 'Empresa em modo somente leitura' : 'Fatura de licença vencida'}</AlertTitle>
      {b.bloqueado
        ? `A fatura vencida em ${br(b.vencimento)} (${formatMoeda(b.valor ?? '0')}) não foi paga: alterações estão bloqueadas. Consultas e downloads de XML/DANFE continuam liberados.`
        : `A fatura vencida em ${br(b.vencimento)} (${formatMoeda(b.valor ?? '0')}) ainda não foi paga. A partir de ${br(b.bloqueio_em)} a empresa fica somente leitura.`}{' '}
      {b.pagamento_direto
        ? pix
          ? 'O pagamento por PIX libera na hora.'
          : 'Pague pelo boleto; a baixa libera a empresa assim que o pagamento é confirmado.'
        : 'Procure a sua revenda para regularizar.'}
    </Alert>
  );
}
