/** Password strength meter (SPEC §5): five checks of src/domain/senha.ts, bar + checklist. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordStrength, PASSWORD_MIN } from '../../../domain/senha.ts';

const CORES = ['#E4E6EF', '#F1416C', '#F1416C', '#FFC700', '#7FD3A5', '#50CD89'];
const NIVEIS = ['', 'Muito fraca', 'Fraca', 'Média', 'Boa', 'Forte'];

const ITENS: Array<[keyof ReturnType<typeof passwordStrength>['checks'], string]> = [
  ['minimo', `Mínimo de ${PASSWORD_MIN} caracteres`],
  ['minuscula', 'Letra minúscula'],
  ['maiuscula', 'Letra maiúscula'],
  ['numero', 'Número'],
  ['especial', 'Caractere especial'],
];

export function MedidorSenha({ senha, id }: { senha: string; id?: string }) {
  const forca = passwordStrength(senha);
  const cor = CORES[forca.score];
  return (
    <Box id={id} data-testid="medidor-senha" aria-live="polite" sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.75, mb: 0.75 }} aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Box key={n} sx={{ flex: 1, height: 5, borderRadius: 3, bgcolor: n <= forca.score ? cor : 'action.hover', transition: 'background-color .2s' }} />
        ))}
      </Box>
      <Typography variant="caption" sx={{ fontWeight: 600, color: senha ? cor : 'text.secondary' }}>
        {senha ? `Força da senha: ${NIVEIS[forca.score] || NIVEIS[1]}` : 'Use letras maiúsculas e minúsculas, números e símbolos.'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {ITENS.map(([chave, texto]) => {
          const ok = forca.checks[chave];
          return (
            <Box
              component="li"
              key={chave}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: ok ? 'success.main' : 'text.secondary', fontSize: '0.78rem', py: 0.2 }}
            >
              {ok ? <CheckCircle sx={{ fontSize: 15 }} /> : <RadioButtonUnchecked sx={{ fontSize: 15 }} />}
              <span>{texto}</span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
