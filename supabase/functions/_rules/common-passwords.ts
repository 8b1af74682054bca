// The most common passwords (public breach-derived top lists: RockYou, NCSC's top 100k, yearly
// "worst passwords" lists), lower-cased, 6 characters or more: GoTrue refuses shorter ones anyway.
// One module that the settings form (loaded on demand) and the local stack's GoTrue both import,
// so the browser and the server refuse the same passwords. Hosted Supabase has no hook that sees
// a plaintext password: there, leaked-password protection (HaveIBeenPwned, a superset of this
// list) does the server's part, as README "Deploying" says.
const LIST = `
  123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football
  monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321
  superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
  asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou charlie robert thomas
  hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper zxcvbn
  555555 11111111 131313 freedom 777777 maggie 159753 aaaaaa ginger princess joshua cheese amanda
  summer ashley nicole chelsea matthew access yankees 987654321 dallas austin thunder taylor
  matrix minecraft william corvette martin heather secret merlin diamond 1234qwer gfhjkm hammer
  silver 222222 88888888 anthony justin bailey q1w2e3r4t5 patrick internet scooter orange golfer
  cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick
  phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph
  mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx
  123123123 gateway marina diablo bulldog qwer1234 compaq purple banana junior hannah 123654
  porsche lakers iceman cowboys 987654 london tennis 999999 ncc1701 coffee scooby miller boston
  q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita
  knight fender barney midnight please brandy chicago badboy slayer rangers charles flower rabbit
  wizard jasper rachel steven winner adidas victoria natasha 1q2w3e4r jasmine winter prince marine
  ghbdtn fishing cocacola casper 232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321
  12344321 golden 8675309 nirvana maddog midnight1 password1 password12 password123 password1234
  passw0rd p@ssw0rd p@ssword pa55word pa$$word admin123 administrator changeme default qwerty123
  qwerty1 qwerty12 qwertyu qwe123 1q2w3e 1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx zaq1zaq1 abcd1234
  abc12345 abcdef abcdefg abcdefgh 123abc a123456 a12345 aa123456 asd123 asdf1234 asdfghjkl azerty
  iloveyou1 iloveu loveme lovely love123 princess1 sunshine1 welcome1 welcome123 letmein1 monkey1
  dragon1 football1 baseball1 superman1 batman1 trustno11 000000000 0123456789 1234561 12345678910
  123456a 123456q 123456789a 123456789q 1234567a 12345a 12345qwert 147258369 159357 1g2w3e4r
  1qazxsw2 2wsx3edc 3rjs1la7qe 5201314 7758521 1314520 woaini 11223344 147258 741852963 789456123
  789456 456789 321321 123654789 963852741 qweasd qweasdzxc qazwsxedc zxcvbnm1 asdfghjk
  1qaz2wsx3edc 1111111 11111111111 1234512345 12341234 121212121 131313131 654321a 696969696
  whatever1 trustme secret1 secret123 hello123 hello1 test123 test1234 testing testtest demo123
  user123 master123 root123 oracle postgres supabase supabase123 sentinel sentinelforge security
  security1 cybersecurity firewall hacker hacking ubuntu windows microsoft google facebook twitter
  youtube instagram linkedin iphone android samsung1 lenovo qwertz qwertz123 azerty123 football12
  soccer1 hockey1 jordan23 jordan1 michael1 jennifer1 charlie1 thomas1 robert1 daniel1 andrew1
  joshua1 matthew1 ashley1 jessica1 nicole1 amanda1 michelle1 hannah1 samantha1 buster1 tigger1
  shadow1 master1 killer1 hunter1 ginger1 pepper1 maggie1 cookie1 summer1 winter1 spring autumn
  january february august september october november december monday friday sunday blink182
  metallica slipknot eminem pokemon naruto starwars1 harrypotter hogwarts matrix1 zxc123 zxc123456
  qwe12345 qwerty12345 qwerty123456 asdasd asdasd123 zxczxc qweqwe 123qweasd 123qweasdzxc q1w2e3
  q1w2e3r4t5y6 1a2b3c 1a2b3c4d a1b2c3 a1b2c3d4 abc123456 aaa111 aaaaaaaa aaaaaaa 00000000 99999999
  12121212 11112222 69696969 qqqqqq qqqqqqqq zzzzzz xxxxxxxx passpass password! password01
  password2 password3 password7 password11 password22 password99 passwort motdepasse contraseña
  parola salasana wachtwoord lozinka jelszo changeme123 letmein123 welcome2024 welcome2025
  welcome2026 summer2024 summer2025 summer2026 winter2024 winter2025 spring2025 autumn2025
  company123 company1 office office123 business customer employee manager support service temp123
  temppass temporary newpassword newpass mypassword mypass1 yourpassword nopassword
`;

let common: Set<string> | null = null;

/** Whether the password (compared case-insensitively, surrounding spaces ignored) is on the list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(LIST.split(/\s+/).filter(Boolean));
  return common.has(password.trim().toLowerCase());
}

/** How many passwords the list holds (for tests and the README). */
export function commonPasswordCount(): number {
  isCommonPassword("");
  return common?.size ?? 0;
}
