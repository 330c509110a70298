import type { LexiconData } from './schema.js';

/**
 * Polish. Imperatives (ty/wy, perfective and imperfective) double as `imp` markers; infinitives are
 * verbs too (they follow "proszę" in polite requests). Bare "nie" is NOT listed as `neg` (it is the
 * German "never" and would poison German abs); negation is covered by multi-word forms (nie jest,
 * nie został, ...). Bare "on" (he), "my" (we), "ja" (I), "nas", "ci", "was" are left out because they
 * are common English/German/Portuguese/Italian words; subject markers use multi-word forms
 * ("on zawsze", "ja zawsze") and first/third-person verb forms instead.
 */
const IMPERATIVES = [
  'zatwierdź', 'zatwierdźcie', 'zatwierdzaj', 'zatwierdzajcie', 'zaakceptuj', 'zaakceptujcie', 'akceptuj',
  'akceptujcie', 'potwierdź', 'potwierdźcie', 'potwierdzaj', 'potwierdzajcie', 'zezwól', 'zezwalaj', 'pozwól',
  'pozwalaj', 'autoryzuj', 'przyjmij', 'przyjmijcie', 'przyjmuj', 'przyjmujcie',
  'zapłać', 'zapłaćcie', 'płać', 'płaćcie', 'opłać', 'opłaćcie', 'opłacaj', 'opłacajcie', 'wypłać', 'wypłaćcie',
  'wypłacaj', 'ureguluj', 'przelej', 'przelejcie', 'przelewaj', 'przelewajcie', 'przekaż', 'przekażcie',
  'przekazuj', 'przekazujcie', 'wyślij', 'wyślijcie', 'wysyłaj', 'wysyłajcie', 'prześlij', 'prześlijcie',
  'przesyłaj', 'przesyłajcie', 'zwróć', 'zwróćcie', 'zwracaj', 'obciąż', 'obciążaj', 'doładuj', 'kup', 'kupcie',
  'kupuj', 'zamów', 'zamówcie', 'zamawiaj',
  'udostępnij', 'udostępnijcie', 'udostępniaj', 'ujawnij', 'ujawnijcie', 'ujawniaj', 'podaj', 'podajcie',
  'podawaj', 'powiedz', 'powiedzcie', 'pokaż', 'pokażcie', 'pokazuj', 'daj', 'dajcie', 'dawaj', 'wydaj',
  'wyeksportuj', 'eksportuj', 'skopiuj', 'pobierz', 'odpowiedz', 'odpowiadaj', 'odpisz', 'odpisuj', 'powiadom',
  'powiadamiaj', 'poinformuj', 'informuj',
  'odmów', 'odmawiaj', 'odrzuć', 'odrzućcie', 'odrzucaj', 'usuń', 'usuńcie', 'usuwaj', 'usuwajcie', 'skasuj',
  'wykasuj', 'wyczyść', 'zniszcz', 'wyłącz', 'wyłączcie', 'wyłączaj', 'dezaktywuj', 'odblokuj', 'zablokuj',
  'blokuj', 'zmień', 'zmieńcie', 'zmieniaj', 'zresetuj', 'dodaj', 'dodajcie', 'dodawaj',
  'wykonaj', 'wykonajcie', 'wykonuj', 'uruchom', 'przetwórz', 'przetwarzaj', 'zrealizuj', 'realizuj',
  'zarezerwuj', 'rezerwuj', 'anuluj', 'anulujcie', 'odnów', 'odnawiaj', 'przedłuż', 'przedłużaj', 'ufaj',
  'traktuj', 'uznaj', 'uznawaj', 'pomiń', 'pomijaj',
];
const INFINITIVES = [
  'zatwierdzić', 'zatwierdzać', 'zaakceptować', 'akceptować', 'potwierdzić', 'potwierdzać', 'zezwolić',
  'pozwolić', 'autoryzować', 'przyjąć', 'przyjmować', 'zapłacić', 'płacić', 'opłacić', 'opłacać', 'wypłacić',
  'wypłacać', 'uregulować', 'przelać', 'przelewać', 'przekazać', 'przekazywać', 'wysłać', 'wysyłać',
  'przesłać', 'przesyłać', 'zwrócić', 'zwracać', 'obciążyć', 'doładować', 'kupić', 'kupować', 'zamówić',
  'udostępnić', 'udostępniać', 'ujawnić', 'ujawniać', 'podać', 'podawać', 'powiedzieć', 'pokazać', 'dać',
  'dawać', 'wydać', 'wyeksportować', 'skopiować', 'pobrać', 'odpowiedzieć', 'odpowiadać', 'powiadomić',
  'poinformować', 'odmówić', 'odmawiać', 'odrzucić', 'odrzucać', 'usunąć', 'usuwać', 'skasować', 'wyczyścić',
  'zniszczyć', 'wyłączyć', 'wyłączać', 'dezaktywować', 'odblokować', 'zablokować', 'zmienić', 'zresetować',
  'dodać', 'dodawać', 'wykonać', 'wykonywać', 'uruchomić', 'przetworzyć', 'zrealizować', 'realizować',
  'zarezerwować', 'anulować', 'odnowić', 'odnawiać', 'przedłużyć', 'ufać', 'traktować', 'uznać', 'pominąć',
  'pomijać',
];

export const lexicon_pl: LexiconData = {
  lang: 'pl',
  name: 'Polish',
  scripts: ['Latn'],
  gate: 'script',
  segmentation: 'space',
  terms: {
    abs: [
      'zawsze', 'nigdy', 'nigdy nie', 'w żadnym wypadku', 'w żadnym razie', 'pod żadnym pozorem', 'bez wyjątku',
      'bez wyjątków', 'w każdym przypadku', 'bezwzględnie', 'za każdym razem', 'każdorazowo', 'zawsze i wszędzie',
      'niezależnie od okoliczności', 'bezwarunkowo',
    ],
    verb: [...IMPERATIVES, ...INFINITIVES],
    imp: [...IMPERATIVES, 'proszę', 'prosze', 'niech'],
    override: [
      'zignoruj', 'zignorujcie', 'ignoruj', 'ignorujcie', 'zapomnij', 'zapomnijcie', 'nie zwracaj uwagi na',
      'nie stosuj się do', 'przestań stosować się do', 'przestań przestrzegać', 'nie przestrzegaj',
      'niezależnie od', 'bez względu na', 'wbrew', 'zlekceważ', 'lekceważ', 'unieważnij', 'zastępuje',
      'zastępują', 'ma pierwszeństwo przed', 'zamiast stosować się do', 'porzuć', 'odrzuć wszystkie',
    ],
    'override-obj': [
      'instrukcj*', 'poleceni*', 'poleceń', 'wytyczn*', 'zasady', 'zasad', 'zasadami', 'zasadom', 'reguł*',
      'ograniczeni*', 'ograniczeń', 'poprzedni*', 'wcześniejsz*', 'wcześniej podan*', 'powyższ*', 'powyżej',
      'prompt*', 'systemow* prompt*', 'dyrektyw*', 'polityk*', 'zakaz*', 'ustawieni*', 'ustawień', 'filtr*',
      'protokoł*', 'to co ci powiedziano', 'wszystko powyżej', 'wszystko wcześniej', 'oryginaln* zadani*',
    ],
    'neg-bypass': [
      'bez', 'nie pytaj', 'nie pytajcie', 'nie proś o', 'nie czekaj na', 'nie czekając na', 'nie trzeba',
      'nie potrzeba', 'pomiń', 'pomijaj', 'pomijając', 'z pominięciem', 'omijając', 'omiń', 'obejdź',
      'obchodząc', 'już nie', 'więcej nie', 'nie sprawdzaj', 'nie weryfikuj', 'nie konsultuj',
      'nie zawracaj głowy', 'zwolnion* z', 'zamiast', 'nie ma potrzeby', 'nie wymagaj', 'nie czekaj',
      'nie wymaga', 'nie wymagają', 'nie wymaga już', 'nie wymagają już', 'już nie wymaga', 'już nie wymagają',
      'nie potrzebuje', 'nie potrzebują',
    ],
    approval: [
      'potwierdzeni*', 'zatwierdzeni*', 'akceptacj*', 'zgoda', 'zgody', 'zgodę', 'zgodą', 'zezwoleni*',
      'autoryzacj*', 'weryfikacj*', 'sprawdzeni*', 'sprawdzania', 'kontrol*', 'dwuskładnikow*', 'podpis*',
      'audyt*', 'przegląd', 'przeglądu', 'mojej zgody', 'mojej akceptacji', 'mojego potwierdzenia',
      'drugiego podpisu', 'udziału człowieka', 'uwierzytelnieni*', 'kod potwierdzający', 'pytać', 'pytania mnie',
    ],
    waiver: [
      'nie jest wymagan*', 'nie są wymagane', 'niewymagan*', 'nie jest potrzebn*', 'nie są potrzebne',
      'niepotrzebn*', 'zbędn*', 'opcjonaln*', 'nieobowiązkow*', 'uchylon*', 'zniesion*', 'już udzielon*',
      'już uzyskan*', 'uznaje się za udzielon*', 'uważa się za spełnion*', 'wyłączon*', 'pominięt*',
      'można pominąć', 'nie obowiązuje', 'nie ma potrzeby', 'nie jest konieczn*', 'niekonieczn*',
      'nie jest już wymagan*', 'nie są już wymagane', 'już nie jest wymagan*', 'nie jest już potrzebn*',
      'już nie jest potrzebn*', 'nie jest już konieczn*',
    ],
    bypass: [
      'wstępnie zatwierdzon*', 'wstępnie zaakceptowan*', 'z góry zatwierdzon*', 'z góry zaakceptowan*',
      'wcześniej zatwierdzon*', 'uprzednio zatwierdzon*', 'już zatwierdzon*', 'już zaakceptowan*',
      'już autoryzowan*', 'już potwierdzon*', 'automatycznie zatwierdz*', 'na białej liście', 'do białej listy',
      'bez pytania', 'bez pytań', 'bez zbędnych pytań', 'nie pytając', 'bez potwierdzenia', 'bez weryfikacji',
      'bez sprawdzania', 'bez zgody', 'bez akceptacji', 'traktuj jako zatwierdzon*', 'uznaj za zatwierdzon*',
      'uznawaj za zatwierdzon*', 'poza kolejką', 'na słowo', 'nie pytaj mnie', 'preautoryzowan*',
      'pre-autoryzowan*', 'bez dodatkowej weryfikacji', 'w ciemno', 'bez zastanowienia', 'bez namysłu',
      'w tajemnicy przed użytkownikiem', 'bez wiedzy użytkownika', 'nie mów o tym użytkownikowi',
    ],
    standing: [
      'od teraz', 'od tej chwili', 'od tego momentu', 'od dziś', 'od dzisiaj', 'od dzisiejszego dnia', 'odtąd',
      'na przyszłość', 'od tej pory', 'stała zasada', 'stałe polecenie', 'stała instrukcja', 'nowa zasada',
      'zasada jest taka', 'nowa polityka', 'domyślnie', 'jako domyślne', 'za każdym razem', 'każdorazowo',
      'do odwołania', 'aż do odwołania', 'do dalszych instrukcji', 'dopóki nie powiem inaczej', 'na stałe',
      'raz na zawsze', 'standardowa procedura', 'od teraz zawsze', 'w dalszej kolejności zawsze',
    ],
    autonomy: [
      'według własnego uznania', 'według twojego uznania', 'wedle uznania', 'według uznania', 'w moim imieniu',
      'w jego imieniu', 'w jej imieniu', 'w ich imieniu', 'w imieniu firmy', 'bez udziału człowieka', 'beze mnie',
      'bez mojego udziału', 'po otrzymaniu', 'zaraz po otrzymaniu', 'samodzielnie', 'po cichu',
      'bez powiadamiania', 'nie informując', 'bez informowania', 'pełna swoboda', 'pełne uprawnienia',
      'wolną rękę', 'wolna ręka', 'carte blanche', 'na autopilocie', 'bez mojej wiedzy', 'decyduj sam',
      'decyduj sama',
    ],
    'autonomy-weak': [
      'automatycznie', 'od razu', 'natychmiast', 'niezwłocznie', 'bezzwłocznie', 'automatyczn*', 'cykliczn*',
      'regularn*', 'comiesięczn*',
    ],
    authority: [
      'administrator', 'administratora', 'admin', 'deweloper', 'twórca', 'twój twórca', 'moderator', 'dział bezpieczeństwa', 'zespół bezpieczeństwa', 'prezes zarządu', 'superużytkownik', 'administrator systemu',
      'komunikat systemowy', 'wiadomość systemowa',
    ],
    mode: [
      'tryb administratora', 'tryb dewelopera', 'tryb programisty', 'tryb boga', 'tryb debugowania',
      'tryb serwisowy', 'tryb bez ograniczeń', 'bez ograniczeń', 'bez cenzury', 'tryb uprzywilejowany',
      'podwyższone uprawnienia', 'pełny dostęp', 'nieograniczony dostęp', 'filtry wyłączone',
      'ograniczenia zniesione', 'bez zasad',
    ],
    you: [
      'ty', 'musisz', 'musicie', 'możesz', 'możecie', 'powinieneś', 'powinnaś', 'powinniście', 'ciebie', 'cię', 'tobie', 'tobą', 'wy', 'wam', 'wami', 'twój', 'twoja', 'twoje', 'twoi', 'twoim',
      'wasz', 'wasza', 'wasze',
    ],
    modal: [
      'musisz', 'musicie', 'musi', 'powinieneś', 'powinnaś', 'powinniście', 'powinien', 'masz', 'macie',
      'należy', 'trzeba', 'jesteś zobowiązany', 'jesteś zobowiązana', 'będziesz', 'będziecie', 'ma obowiązek',
    ],
    permit: [
      'możesz', 'możecie', 'może pan', 'może pani', 'wolno ci', 'wolno', 'masz prawo', 'macie prawo',
      'masz zgodę', 'upoważnion*', 'uprawnion*', 'dozwolone', 'dopuszczalne',
    ],
    speaker: [
      'proszę', 'prosze', 'proszę cię', 'proszę was', 'chcę żebyś', 'chcę abyś', 'żebyś', 'abyś', 'żebyście',
      'abyście', 'chciałbym żebyś', 'chciałabym żebyś', 'zależy mi żebyś', 'upewnij się', 'upewnij się że',
      'pamiętaj', 'pamiętaj żeby', 'pamiętaj aby', 'nie zapomnij', 'nie zapomnijcie', 'koniecznie',
      'bądź tak miły', 'nakazuję', 'żądam', 'wymagam', 'nalegam', 'pozwalam ci', 'daję ci pozwolenie', 'śmiało',
      'pilnuj żeby', 'zadbaj o to',
    ],
    normative: [
      'właściwym działaniem jest', 'prawidłowa procedura', 'procedura jest taka', 'zasada jest taka',
      'należy zawsze', 'asystent powinien', 'asystent musi', 'agent powinien', 'agent musi', 'bot powinien',
      'obowiązuje zasada',
    ],
    report: [
      'powiedział', 'powiedziała', 'powiedzieli', 'mówi', 'mówią', 'mówił', 'mówiła', 'wspomniał', 'wspomniała',
      'zapytał', 'zapytała', 'zapytali', 'pyta', 'pytał', 'pytała', 'poprosił', 'poprosiła', 'prosi', 'prosił',
      'prosiła', 'napisał', 'napisała', 'pisze', 'poinformował', 'poinformowała', 'zgłosił', 'zgłosiła',
      'twierdzi', 'stwierdził', 'zauważył', 'wyjaśnił', 'wyjaśniła', 'odpowiedział', 'odpowiedziała',
      'skarżył się', 'skarży się', 'według niego', 'według niej', 'według klienta', 'jak powiedział',
      'opowiadał', 'dopytywał',
    ],
    subj1: [
      'ja zawsze', 'ja nigdy', 'my zawsze', 'my nigdy', 'ja też', 'mnie', 'płacę', 'płacimy', 'opłacam',
      'opłacamy', 'przelewam', 'przelewamy', 'wysyłam', 'wysyłamy', 'zatwierdzam', 'zatwierdzamy', 'kupuję',
      'zamawiam', 'korzystam', 'używam', 'robię', 'będę', 'będziemy',
    ],
    subj3: [
      'ona zawsze', 'ona nigdy', 'oni', 'one', 'ono', 'on zawsze', 'on nigdy', 'on nie', 'on też', 'klient', 'klientka', 'użytkownik',
      'dzwoniący', 'rozmówca', 'kupujący', 'mąż', 'żona', 'mój mąż', 'moja żona', 'mój szef', 'kolega',
      'koleżanka', 'ktoś', 'ludzie', 'pracownik', 'księgowa', 'księgowy', 'księgowość', 'właściciel konta',
      'mama', 'tata', 'sąsiad', 'płaci', 'płacą', 'opłaca', 'przelewa', 'wysyła', 'kupuje', 'korzysta',
    ],
    habit: [
      'zwykle', 'zazwyczaj', 'przeważnie', 'na ogół', 'często', 'czasem', 'czasami', 'niekiedy', 'regularnie',
      'tradycyjnie', 'z przyzwyczajenia', 'przyzwyczajon*', 'lubię', 'lubi', 'wolę', 'woli', 'staram się',
      'stara się', 'najczęściej', 'w większości', 'nawykowo',
    ],
    quant: ['wszystk*', 'każd*', 'dowoln*', 'jakikolwiek', 'jakiekolwiek', 'wszelk*'],
    cond: ['jeśli', 'jeżeli', 'gdy', 'kiedy', 'kiedykolwiek', 'za każdym razem gdy', 'jak tylko', 'gdyby', 'w razie', 'o ile'],
    question: [
      'czy', 'dlaczego', 'czemu', 'po co', 'jak mogę', 'jak mam', 'co zrobić', 'ile kosztuje', 'ile mam', 'gdzie',
      'kto', 'który', 'która', 'które', 'czy można', 'czy mogę', 'czy możesz', 'czy mógłbyś', 'czy mogłabyś',
      'co jeśli', 'czyżby',
    ],
    neg: [
      'nie jest', 'nie są', 'nie był*', 'nie został*', 'nie zostały', 'nie ma', 'nie mam', 'nie mamy', 'nie wolno',
      'nikt', 'nic', 'żaden', 'żadna', 'żadne', 'nie będzie', 'nie zatwierdził*', 'nie wysłał*', 'nie zapłacił*',
      'nie otrzymał*', 'nie dostał*', 'nie przyszedł', 'nie przyszła', 'nie przyszły', 'nie doszedł',
      'nie doszła', 'nie doszły', 'nie płacę', 'nie płaci', 'nie przejdzie', 'nie zostanie',
      'nie może', 'nie można',
    ],
    past: [
      'wczoraj', 'przedwczoraj', 'w zeszłym tygodniu', 'w zeszłym miesiącu', 'w zeszłym roku',
      'w ubiegłym tygodniu', 'w ubiegłym miesiącu', 'w ubiegłym roku', 'dawniej', 'kiedyś', 'dzień temu',
      'tydzień temu', 'miesiąc temu', 'rok temu', 'godzinę temu', 'dni temu', 'lata temu', 'tygodnie temu', 'był',
      'była', 'było', 'były', 'byli', 'tamtego dnia', 'zapłacił', 'zapłaciła', 'zapłacili', 'przelał',
      'przelała', 'przelali', 'wysłał', 'wysłała', 'wysłali', 'zatwierdził', 'zatwierdziła', 'zatwierdzili',
      'opłacił', 'opłaciła', 'potwierdził', 'potwierdziła', 'otrzymał', 'otrzymała', 'dostał', 'dostała',
      'przyszedł', 'przyszła', 'przyszły', 'doszedł', 'doszła', 'doszły', 'usunął', 'usunęła', 'anulował',
      'anulowała', 'dziś rano', '*iłem', '*iłam', '*ałam', '*ęłam', '*ąłem', '*liśmy', '*łyśmy',
    ],
    trust: [
      'zaufan*', 'sprawdzon*', 'rzeteln*', 'wiarygodn*', 'solidn*', 'renomowan*', 'wieloletni* partner*',
      'stały dostawca', 'stały partner', 'o dobrej reputacji', 'legaln*', 'terminowo', 'na czas', 'bez problemów',
      'bez zarzutu', 'bezproblemow*',
    ],
    idiom: [
      'nieważne', 'nie ważne', 'nie szkodzi', 'zapomnij o tym', 'nie przejmuj się', 'daj spokój', 'olej to',
      'jak zawsze', 'jak zwykle', 'prawie zawsze', 'nie zawsze', 'nigdy nie mów nigdy', 'lepiej późno niż wcale',
      'nigdy nie wiadomo', 'zawsze do usług', 'zawsze chętnie', 'nigdy więcej', 'nie zwracaj uwagi',
      'zignoruj to', 'nigdy nie dostał*', 'nigdy nie otrzymał*', 'nigdy nie był*', 'nigdy nie doszł*',
      'nigdy nie przyszł*',
    ],
    'cap:payments': [
      'płatnoś*', 'przelew*', 'opłat*', 'zapłat*', 'pieniądz*', 'pieniędz*', 'środki', 'środków', 'kwot*',
      'rachun*', 'konto', 'konta', 'kontu', 'kontem', 'koncie', 'faktur*', 'zwrot*', 'refundacj*', 'wypłat*',
      'wynagrodzeni*', 'pensj*', 'portfel*', 'karta', 'kartę', 'kartą', 'karty', 'karcie', 'kredyt*', 'pożyczk*',
      'depozyt*', 'lokat*', 'gotówk*', 'transakcj*', 'iban', 'swift', 'numer konta', 'numer rachunku',
      'odbiorc*', 'dostawc*', 'kontrahent*', 'subskrypcj*', 'abonament*', 'odnowieni*', 'kryptowalut*',
      'bitcoin*', 'kart* podarunkow*', 'saldo', 'salda', 'złotych', 'zł', 'pln', 'euro', 'eur', 'prowizj*',
      'przedpłat*', 'zaliczk*', 'blik',
    ],
    'cap:credentials': [
      'hasł*', 'pin', 'kod pin', 'kod blik', 'kod sms', 'kod weryfikacyjny', 'kod autoryzacyjny',
      'kod jednorazowy', 'klucz api', 'klucze api', 'klucz prywatny', 'token*', 'dane logowania', 'login',
      'loginy', 'fraza seed', 'fraza odzyskiwania', 'cvv', 'cvc', 'kod bezpieczeństwa', 'kod dostępu',
    ],
    'cap:data-export': [
      'dane', 'danych', 'danymi', 'dane osobowe', 'baza danych', 'bazę danych', 'bazy danych', 'eksport*',
      'kopi* zapasow*', 'backup*', 'plik*', 'dokument*', 'kontakt*', 'adres*', 'numer telefonu', 'pesel', 'nip',
      'dowód osobisty', 'dokumentacj* medyczn*', 'historię', 'historii', 'logi', 'logów', 'rejestr*',
      'korespondencj*', 'raport', 'raportu', 'raporty', 'poufn*', 'wewnętrzn*', 'lista klientów', 'listę klientów',
    ],
    'cap:account-access': [
      'dostęp*', 'uprawnieni*', 'uprawnień', 'prawa administratora', 'rola', 'roli', 'rolę', 'konto użytkownika',
      'zaloguj', 'zaloguj się', 'zalogować', 'reset hasła', 'resetowanie hasła', 'przywileje',
      'każdemu dzwoniącemu',
    ],
    'cap:deletion': [
      'usunięci*', 'usuwani*', 'kasowani*', 'wymazani*', 'trwale', 'bezpowrotnie', 'nieodwracalnie', 'usuń', 'usunąć',
    ],
    'cap:outbound-messages': [
      'e-mail*', 'email*', 'mail*', 'wiadomoś*', 'sms*', 'korespondencj*', 'kopi*', 'do wiadomości',
      'ukryta kopia', 'ukrytą kopię', 'przekierowani*', 'newsletter*', 'publikacj*', 'opublikuj',
      'w moim imieniu', 'powiadomieni*',
    ],
    'cap:security-controls': [
      'antyspam*', 'filtr spamu', 'zapor*', 'firewall*', 'antywirus*', 'dwuskładnikow*', '2fa', 'monitoring*',
      'monitorowani*', 'audyt*', 'szyfrowani*', 'zabezpieczeni*', 'limitu', 'limity', 'limitów', 'blokad*',
      'bezpieczeństw*', 'antyfraud*',
    ],
    'cap:scheduling': [
      'spotkani*', 'kalendarz*', 'termin*', 'wizyt*', 'rezerwacj*', 'lotu', 'loty', 'lotów', 'bilet*', 'hotel*',
      'slot*', 'grafik*', 'harmonogram*',
    ],
  },
};
