import styled from 'styled-components';
import { IconSvg, MailIcon, MapPinIcon, type IconProps } from '../../../ui';
import { CONTACT_INFO } from '../contactInfo';

function ClockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </IconSvg>
  );
}

function ReplyIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m9 17-5-5 5-5" />
      <path d="M20 18v-2a4 4 0 0 0-4-4H4" />
    </IconSvg>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p,
  address {
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: normal;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Address, email, opening hours and promised reply time, each with its icon (h3 headings). */
export function ContactDetails() {
  return (
    <StyledList>
      <StyledItem>
        <StyledIcon aria-hidden="true">
          <MapPinIcon size={22} />
        </StyledIcon>
        <div>
          <h3>Dirección</h3>
          <address>
            {CONTACT_INFO.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </div>
      </StyledItem>
      <StyledItem>
        <StyledIcon aria-hidden="true">
          <MailIcon size={22} />
        </StyledIcon>
        <div>
          <h3>Email</h3>
          <p>
            <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
          </p>
        </div>
      </StyledItem>
      <StyledItem>
        <StyledIcon aria-hidden="true">
          <ClockIcon size={22} />
        </StyledIcon>
        <div>
          <h3>Horario de atención</h3>
          {CONTACT_INFO.hours.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </StyledItem>
      <StyledItem>
        <StyledIcon aria-hidden="true">
          <ReplyIcon size={22} />
        </StyledIcon>
        <div>
          <h3>Tiempo de respuesta</h3>
          <p>
            Te respondemos en <strong>{CONTACT_INFO.replyTime}</strong>.
          </p>
        </div>
      </StyledItem>
    </StyledList>
  );
}
