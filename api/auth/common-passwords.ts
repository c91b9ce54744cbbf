/**
 * The most common passwords from public breach-frequency lists, lower-cased. Passwords equal to one
 * of these, or to one followed only by digits or symbols ("Password123!"), are refused.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass', 'qwerty', 'qwertyuiop', 'qwerty1', 'qwerty123',
  'qwer1234', 'asdf', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'zxcvbn', '1q2w3e4r', '1q2w3e', '1qaz2wsx', 'qazwsx', 'abc', 'abcd',
  'abcdef', 'abc123', 'abcd1234', 'abcdefg', 'letmein', 'welcome', 'welcome1', 'admin', 'administrator', 'root', 'login',
  'master', 'iloveyou', 'loveyou', 'lovely', 'love', 'princess', 'sunshine', 'shadow', 'monkey', 'dragon', 'football',
  'baseball', 'basketball', 'soccer', 'hockey', 'superman', 'batman', 'spiderman', 'starwars', 'pokemon', 'trustno1',
  'michael', 'jennifer', 'jessica', 'charlie', 'daniel', 'thomas', 'jordan', 'hunter', 'ashley', 'nicole', 'robert',
  'matthew', 'andrew', 'joshua', 'anthony', 'william', 'michelle', 'amanda', 'summer', 'winter', 'spring', 'autumn',
  'freedom', 'whatever', 'secret', 'mustang', 'harley', 'ranger', 'buster', 'tigger', 'ginger', 'pepper', 'cookie',
  'cheese', 'chocolate', 'flower', 'hello', 'hello123', 'helloworld', 'killer', 'computer', 'internet', 'google',
  'samsung', 'apple', 'orange', 'banana', 'purple', 'yellow', 'silver', 'golden', 'diamond', 'money', 'changeme',
  'default', 'guest', 'test', 'testing', 'tester', 'temp', 'temppass', 'access', 'security', 'passport', 'matrix',
  'jesus', 'blessed', 'angel', 'family', 'forever', 'friends', 'america', 'canada', 'london', 'chicago', 'newyork',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'monday', 'friday', 'sunday', 'baby', 'babygirl', 'butterfly', 'liverpool', 'chelsea', 'arsenal', 'yankees',
  'cowboys', 'steelers', 'eagles', 'lakers', 'maverick', 'corvette', 'ferrari', 'porsche', 'mercedes', 'thunder',
  'phoenix', 'tiger', 'lion', 'bailey', 'maggie', 'buddy', 'rocky', 'coffee', 'qwe123', 'zaq12wsx', 'aa123456',
  'a123456', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3', 'asd123', 'asdf1234', 'zxc123', 'pass1234', 'password12',
  'password123', 'welcome123', 'admin123', 'letmein123', 'iloveyou1', 'company', 'business', 'office', 'detail',
  'detailing', 'cleaning', 'localsite', 'dashboard', 'owner', 'manager', 'barber', 'grooming', 'lawncare',
]);
