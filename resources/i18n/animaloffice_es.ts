<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AccountGuard</name>
    <message>
        <source>Signed out: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddressDialog</name>
    <message>
        <source>New address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Street address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address line &amp;2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;City:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sta&amp;te:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ZIP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimalDialog</name>
    <message>
        <source>Edit animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Species:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Breed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;payed or neutered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bi&amp;rth date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The birth date is an &amp;estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Markings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micr&amp;ochip:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microchip ma&amp;ker:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimalSection</name>
    <message>
        <source>Animal on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ani&amp;mal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Species:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sex:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spayed/neutered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the date as MM/DD/YYYY; leave it empty if not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no birth date: about how old the animal is; the birth date is then estimated from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or approximate a&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microchip:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimalsPage</name>
    <message>
        <source>Add a&amp;nimal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit anima&amp;l…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a litte&amp;r…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Died or gone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back with its &amp;owner…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppealDialog</name>
    <message>
        <source>The profile states no appeal route for this matter; record an appeal the owner or the city filed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filed &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Court or body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppealOutcomeDialog</name>
    <message>
        <source>&amp;Appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ou&amp;tcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note&amp;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the letter &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article n&amp;umber</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApplicationDialog</name>
    <message>
        <source>New permit application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description of the animals or establishment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owner&apos;s recorded animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Species to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other animals applied for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals kept at the premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> lb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heaviest primate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal acquired on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit required by another authority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breeds for profit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Government-operated (no fee, W-90.10B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Began operating without a permit on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors the decision weighs (T-4A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished">Forma de pago</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recei&amp;ved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Premises</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner&apos;s animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals &amp;counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commercial and breeder permits (W-90.10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pa&amp;yment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application due (T-7A): {0}{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;{1}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: charge {1}?
{2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AssignDialog</name>
    <message>
        <source>&amp;Officer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentStrip</name>
    <message>
        <source>Attach…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a photo or a PDF to this record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos and papers ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos and papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a photo or a PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be shown here; save it from the preview of a PDF, or open it on a PC that reads its format.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttemptDialog</name>
    <message>
        <source>&amp;Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Served on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Served &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed &amp;to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At ti&amp;me (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the time it was handed over, like 7:40 AM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public place {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day posted at public place {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public place &amp;{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only to an owner whose agreement to e-mail is on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadlines &amp;count from this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wh&amp;y they count from this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a later attempt than the rule&apos;s: it gives the owner more days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premises posted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it was handed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditCheckDialog</name>
    <message>
        <source>Check the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking every entry of the audit log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log could not be checked: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AuditViewer</name>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action starts with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. license. or user.sign_in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened to the selected entry&apos;s record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ac&amp;tion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0:,} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0:,} audit entries exported to {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BiteDialog</name>
    <message>
        <source>New bite report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bitten on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The animal that bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the animal on record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Species, if not on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who was bitten is confidential: never printed on anything the owner receives, and shown only to officers and administrators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victim&apos;s name (or the bitten animal&apos;s owner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Telephone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal bitten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Provoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Injury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical care</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off the owner&apos;s property</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BitePanel</name>
    <message>
        <source>Victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous-dog grounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report to the health &amp;department…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the &amp;observation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;impound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decla&amp;re dangerous dog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print with the &amp;victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bite report chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitten: {0}; who: confidential (shown to officers and administrators)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victim (confidential): {0}; {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BitesPage</name>
    <message>
        <source>Report number, place or owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter bite reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New bite report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bite reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bite report {0} recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalendarPage</name>
    <message>
        <source>Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closures and holiday options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A closure (weather, an emergency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the office is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record &amp;closure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the selected closure is voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Void the selected closure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A holiday option, from a date (Minn. Stat. § 645.44)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holiday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observed: a holiday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not observed: a business day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (the Council&apos;s resolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the o&amp;ption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Holiday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;The city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wh&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last change recomputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallPanel</name>
    <message>
        <source>Caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visits and follow-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the call produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat complaints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;visit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice to c&amp;omply…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vio&amp;lation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link &amp;impound…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bite report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clo&amp;se…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reopen…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print with the call&amp;er</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servi&amp;ce of the letter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the call&apos;s letter was served, and its proof of service: the letter chosen in What it produced, else the newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it produced (double-click to open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it produced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls with it: the same place or the same animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos and papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos and papers of the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No call chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller: confidential (shown to officers and administrators)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller (confidential): {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallsPage</name>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call number, address or owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New call…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls for service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat complaints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {0} recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CasePanel</name>
    <message>
        <source>Choose a notice to see its case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case histor&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen history entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service of the chosen letter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the letter chosen in the history was served, and its proof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the letter chosen in the history was served, and its proof (Enter on the letter in the history does the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} notice {1} to {2} — {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the dog&apos;s case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in Permits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>File a new rabies certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; · {1} · owner {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CertificateSection</name>
    <message>
        <source>Certificate on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;certificate (from the paper brought in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificat&amp;e:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date vaccinated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date of the shot on the certificate, MM/DD/YYYY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vaccine good for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Veterinarian:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vet license no.:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinic address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vaccine product:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manufacturer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot no.:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabies tag no.:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0:%m/%d/%Y} · {1}-year · {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no certificate on file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate on file is not good today ({0}) Enter the new one from the paper the owner brought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rabies certificate is on file for this animal: enter the new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given {0}, good through {1} ({2}); handed in {3}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChangeDecisionDialog</name>
    <message>
        <source>&lt;b&gt;Changed on {0:%m/%d/%Y}:&lt;/b&gt; {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the officer found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you &amp;found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Charges</name>
    <message>
        <source>Confirm the charge</source>
        <translation>Confirme el cobro</translation>
    </message>
    <message>
        <source>&amp;Charge</source>
        <translation>&amp;Cobrar</translation>
    </message>
    <message>
        <source>&amp;Back to the form</source>
        <translation>&amp;Volver al formulario</translation>
    </message>
    <message>
        <source>{0}: charge {1}?</source>
        <translation>{0}: ¿cobrar {1}?</translation>
    </message>
    <message>
        <source>Taken now: {0} by {1}.</source>
        <translation>Se cobra ahora: {0}; forma de pago: {1}.</translation>
    </message>
    <message>
        <source>Nothing is taken now: it stays owed.</source>
        <translation>No se cobra nada ahora: queda pendiente de pago.</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Issue a citation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished">Importe</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Issued on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Given by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed to the owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certified mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CitationPaymentDialog</name>
    <message>
        <source>Take the citation&apos;s payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished">Efectivo</translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished">Cheque</translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished">Tarjeta</translation>
    </message>
    <message>
        <source>&amp;Check no. / authorisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClaimsDialog</name>
    <message>
        <source>End the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, the notice&apos;s last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person claiming an interest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount of the security</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check or bond number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the claim ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CloseDialog</name>
    <message>
        <source>&amp;Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referred to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is still needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ColumnFitter</name>
    <message>
        <source>Fit the columns to the list again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConvictionDialog</name>
    <message>
        <source>Record a conviction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Offense:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Court:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;utcome:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Convicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pled guilty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animal cruelty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DangerousDogCases</name>
    <message>
        <source>Dangerous dogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous-dog cases of this dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case number, dog, owner or microchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open cases only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangerous-dog cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No case chosen. Declare a dog to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case {0} declared; notice {1} recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate {0} issued; renewal due {1:%m/%d/%Y}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>{0} of {1} (notice {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Findings of fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Conclusions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;nditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the letter &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Signed for the hearing by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chair or officer of the {0}; empty: a line to sign on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signer&apos;s &amp;title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide application {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Approve and issue the permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deny the application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions of the permit, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One condition per line (T-4A: the permit states its conditions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the fee owing is waived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xpires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Waive the fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons for the denial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other reasons, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other reasons, one per line (the factors of T-4A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The applicant withheld or falsified information (W-90.10H4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was withheld or falsified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Denial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasons (checked ones are stated in the notice):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rec&amp;ord decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision da&amp;te</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{0}&apos;&gt;&lt;b&gt;{1}&lt;/b&gt;&lt;/span&gt;&lt;ul&gt;{2}&lt;/ul&gt;{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in the ordinance forbids approving this application.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionReceivedDialog</name>
    <message>
        <source>Case {0}: the days to comply count from the day the owner received the decision (the certified-mail receipt, or the owner&apos;s word), not from a presumed day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Received on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeclareDialog</name>
    <message>
        <source>Declara&amp;tion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts (without the victim&apos;s name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left empty: the bite&apos;s facts, as the report gives them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seized on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared &amp;a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What &amp;happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Incident date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incident &amp;place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared &amp;on, by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog &amp;kept at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owner&apos;s address if left empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contact telephone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Contact where kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Held at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the notice by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice dat&amp;ed, sent by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article &amp;number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owner may request a hearing until {0} ({1}; point here for how it was counted).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailsDialog</name>
    <message>
        <source>Spayed/neutered at intake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse photo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DispositionDialog</name>
    <message>
        <source>Holding period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To (name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopter or receiving organisation (MN-346.47)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <source>Preview of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print on a printer you choose (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the document as a PDF file (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Cerrar</translation>
    </message>
    <message>
        <source>Close the preview (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the document is laid out on the paper; remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be saved to {0}:
{1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsOffer</name>
    <message>
        <source>Done: print for the owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tag, the license certificate and the receipt in one preview, one Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License &amp;certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Cerrar</translation>
    </message>
    <message>
        <source>Tag on label number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To reuse a part-used sheet: labels are counted across, then down, from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print all: tag on &amp;label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DogPicker</name>
    <message>
        <source>Dog&apos;s name, owner or microchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>&amp;What happened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;On:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its license ends that day.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndExemptionDialog</name>
    <message>
        <source>End an exemption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: {1}, recorded {2}{3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ended on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. owner moved to the city; dog retired from police work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From that day the animal needs a license (T-3A). The exemption stays on file with the day, the reason and your name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Error message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExemptionDialog</name>
    <message>
        <source>Record an exemption instead of a license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. staying until June 30; police department unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exemption is recorded on the animal; it does not expire by itself unless the reason has a time limit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeeDialog</name>
    <message>
        <source>Case {0}: {1}. {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check number or card authorisation</source>
        <translation type="unfinished">Número de cheque o autorización de la tarjeta</translation>
    </message>
</context>
<context>
    <name>FeesPage</name>
    <message>
        <source>Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fees and periods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every dated value of the selected fee or period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All values of the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee or period to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Council resolution 2026-14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new value from a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fee or period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes effect &amp;on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No&amp;te</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the selected fee with its source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Resolution 2026-14, or Tracy City Code § 8.30, subd. 7(D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a resolution, adopted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adopted on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm with its &amp;source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So&amp;urce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every fee is confirmed with its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a past value?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} from {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a period: only a fee is confirmed with its source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: confirmed under {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldPage</name>
    <message>
        <source>Calls for service about this owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bites of this owner&apos;s animals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldTab</name>
    <message>
        <source>&amp;1 Calls for service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2 Bite reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3 Rabies reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;call for service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;bite report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File a veterinarian&apos;s &amp;rabies report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileReportDialog</name>
    <message>
        <source>File a veterinarian&apos;s rabies report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report fi&amp;le</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clinic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterinarian (if the list has none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the filing would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic&apos;s list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstRunWizard</name>
    <message>
        <source>Welcome to AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up this office. Cities, users and the office&apos;s details can be changed later in Tools › Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cities this office serves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lyon County Animal Control (printed on letters; optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Office na&amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An &amp;empty office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demo data to try things out (a small town&apos;s owners, animals and licenses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least {0} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User &amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repeat password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo office has its own users (name / password): {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Set up office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo office</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowUpPage</name>
    <message>
        <source>Follow-up list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show decisions that stand since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show notices passed unrequested (the decision stands) &amp;since:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormDialog</name>
    <message>
        <source>Problem with {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HealthDialog</name>
    <message>
        <source>Reported on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported &amp;to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HearingCalendar</name>
    <message>
        <source>Hearing calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;span style=&apos;background:{0}&apos;&gt;&amp;nbsp;bold on blue&amp;nbsp;&lt;/span&gt; a day with hearings &amp;nbsp; &lt;span style=&apos;background:{1}&apos;&gt;&amp;nbsp;grey&amp;nbsp;&lt;/span&gt; a holiday or a day the city is closed (point at it for its name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearings on the chosen day</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HearingRequestDialog</name>
    <message>
        <source>How the request came</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why a late request is accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recei&amp;ved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Late but accepted &amp;because</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HearingsPage</name>
    <message>
        <source>City</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;City and matter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days to appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Days to appeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request is on time by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request is on &amp;time by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a line empty to keep what the city&apos;s ordinance profile says. Fill in only what the city has adopted, with its source (ordinance, resolution or statute).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HearingsTab</name>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice number, name or permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notices with a hearing right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follo&amp;w-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cal&amp;endar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follo&amp;w-up ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That notice carries no hearing right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing &amp;follow-up list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing &amp;calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing notice {0} recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written decision recorded; decision letter {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt recorded; the deadline is now {0:%m/%d/%Y}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such letter has been sent for this hearing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import owners, animals and licenses from CSV or Excel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet of the Excel workbook to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished">&amp;Examinar…</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASM3 tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fees are written in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save refused rows…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo this import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void every record this import made, with a reason (only before the office has started work on them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo an ea&amp;rlier import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an import of this jurisdiction made before, and void every record it made, with a reason (only before the office has started work on them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport for ASM3…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the jurisdiction&apos;s owners, animals, rabies certificates and licenses in ASM3&apos;s import columns, to go back to ASM3 or share with a shelter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Cerrar</translation>
    </message>
    <message>
        <source>Refused rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;heet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jurisdiction:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASM3 &amp;tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fees are &amp;written in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import is all or nothing: if any row is refused, nothing is imported. Run a dry run first, fix the refused rows in the file, then import. The layouts are described in docs/import-format.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files and Excel workbooks (*.csv *.txt *.xlsx);;Excel workbooks (*.xlsx);;CSV files (*.csv *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it as {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a column: did you mean {1}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the CSV file or Excel workbook to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why is the import undone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo an earlier import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which import is undone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no import of this jurisdiction to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import of {0} is undone: {1} records voided ({2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export for ASM3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be written: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written for ASM3 (File &gt; Import a CSV file): {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import {0} into {1}?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImpoundPanel</name>
    <message>
        <source>Choose a kennel or an impound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before disposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · {1} day(s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectionDialog</name>
    <message>
        <source>Inspection — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owner &amp;refused the inspection (W-90.10H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspection notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standards for commercial animal establishments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ins&amp;pector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record &amp;inspection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IntakeDialog</name>
    <message>
        <source>New intake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it came in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan or type a tag number or microchip, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag or microchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animal found yet: describe a new one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New animal (when not found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Species</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address or intersection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no kennel yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seizure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take in (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Returned to owner in the field (T-6A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;How it came in&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Tag or microchip&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold ends {0}; disposition allowed from {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impound {0} recorded: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: returned to its owner in the field (T-6A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IntakeTab</name>
    <message>
        <source>Facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New intake…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take an animal in (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facility:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impound number, animal or owner name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter impounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;intake…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up &amp;kennels…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All facilities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JurisdictionsPage</name>
    <message>
        <source>Jurisdictions served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Served by this office:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordinance profile to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a shi&amp;pped profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default at sign-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each city&apos;s ordinance profile (fees, periods, citations) is stored with the office&apos;s records. A city is added from the profiles shipped in resources/ordinances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every shipped profile is served</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} added</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KennelBoard</name>
    <message>
        <source>No kennels are set up yet. Use Tools › Kennel intake › Set up kennels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KennelSetupDialog</name>
    <message>
        <source>Set up kennels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Mon-Fri 9:00-13:00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kennels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add kennels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take selected kennel &amp;out of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kennels of the selected facility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished">Cerrar</translation>
    </message>
    <message>
        <source>Add or choose a facility first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KennelTile</name>
    <message>
        <source>Kennel {0}, {1}, {2}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KindFields</name>
    <message>
        <source>No owner on record: give the name and address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The person states the animal is theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The owner signed the printed request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A veterinarian&apos;s or health department&apos;s order is on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print the form to sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form printed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LetterDialog</name>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the officer found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not name the caller: who called is confidential.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LettersDialog</name>
    <message>
        <source>Renewal reminders and certificate-due letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out licenses already sent this letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record each letter on the owner&apos;s file as sent, once printed or saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Letters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no letters were made and nothing was recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is due this letter for that month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} letter(s) prepared. Print them from the preview.{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} letter(s) {1} and recorded on each owner&apos;s file as sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office&apos;s letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A code not listed (so, hmn) starts a new language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a new language: the shipped language its copy starts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Le&amp;tter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;py for editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office&apos;s own letters, printed instead of the shipped wording (which an upgrade replaces), are in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: every letter prints as shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to {0}. Edit it in a text editor: the next letter printed reads it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LicenseSection</name>
    <message>
        <source>License &amp;year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee charged (administrator):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to charge the fee above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the fee is changed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required with a fee charged above (recorded with the license)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tag number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: the next unused tag. With pre-numbered tags, type the number on the tag you hand over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the animal to see the fee.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LicensesTab</name>
    <message>
        <source>The list could not be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licenses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Due filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag, license no., microchip, owner or animal name (Ctrl+Shift+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}+ licenses (counting…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} license{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not license dogs and cats under its ordinance profile (T-3A): new licenses are refused here. Records on file are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkDialog</name>
    <message>
        <source>Link a record in another city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find the record:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the record in another city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Record:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I checked: the two records are the &amp;same person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How we know:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1} — {2} (owner {3})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkImpoundDialog</name>
    <message>
        <source>&amp;Impound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkedPage</name>
    <message>
        <source>Lin&amp;k a record in another city…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Un&amp;link…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same person&apos;s records in the other cities the office serves. Nothing moves between linked records; a cruelty conviction on any of them counts where a city&apos;s ordinance bars a permit for a conviction in any jurisdiction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linked: the two records are one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlinked from {0} ({1}); the link stays on file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ListPage</name>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner or number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by owner or number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LitterDialog</name>
    <message>
        <source>Record a litter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Born on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Species:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mother:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litters recorded for this owner in the last 12 months: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LockedPanel</name>
    <message>
        <source>&amp;Sign in again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MailerDialog</name>
    <message>
        <source>Who mailed it signs the affidavit of mailing: a first-class letter is proven by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the office…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Jurisdiction: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log folder is {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MappingBox</name>
    <message>
        <source>Values of the file that match nothing here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep these answers and check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASM3 {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ASM3 {0} “{1}” ({2} rows) is:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge a duplicate into this owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find the duplicate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I checked: these records are the &amp;same person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1} (owner {2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveKennelDialog</name>
    <message>
        <source>Kennel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCallDialog</name>
    <message>
        <source>New call for service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recei&amp;ved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner and animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the address or place (the owner&apos;s address if left empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who called is confidential: it is never printed on anything the owner receives, and only officers and administrators see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller&apos;s telephone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caller&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewLicenseDialog</name>
    <message>
        <source>New license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the age &amp;exemption instead (no fee)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeBox</name>
    <message>
        <source>Notices (Enter or double-click to reprint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notices sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serv&amp;ice and proof…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the chosen notice was served, and its proof of service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · deadline {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>&amp;Record and print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person living there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When handed to a person living at the place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public place {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Posted by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obtain a</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfficePage</name>
    <message>
        <source>336 Morgan Street
Tracy, MN 56175</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo or seal preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;logo or seal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo or seal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voiding a payment or refunding a fee takes an administrator, or a second person&apos;s sign-in at the desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separation of duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These details head every letter, certificate, receipt and notice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No logo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionalDateEdit</name>
    <message>
        <source>Type the date as MM/DD/YYYY, or leave it empty; Delete empties it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerDialog</name>
    <message>
        <source>Edit owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Street address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address line &amp;2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;City:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sta&amp;te:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ZIP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters &amp;in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreed to e-&amp;mailed notices on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail agreement &amp;withdrawn on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty when there is none; Delete empties it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Government-operated (no permit fee, W-90.10B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerPicker</name>
    <message>
        <source>Type an owner&apos;s name or phone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerPickerDialog</name>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner&apos;s name or phone, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search for the owner and choose one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerRecord</name>
    <message>
        <source>Same person in other cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal permit deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;address…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New p&amp;hone…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conv&amp;iction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Violation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge a duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo merge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue &amp;citation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print citation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take payment…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing re&amp;quested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dismiss…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1 History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2 Animals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;3 Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Violations and citations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;4 Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses and phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;7 Calls, bites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calls and bites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;5 Convictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;6 Other cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Needed because: {1}.&lt;br&gt;{2} {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merged: {0} records moved to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge undone: {0} records back{1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerSection</name>
    <message>
        <source>Owner on &amp;file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owners found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;owner:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An organisation (police, shelter, rescue, business)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZIP code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;hone:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contact person&apos;s, if any</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnerViolations</name>
    <message>
        <source>Citation {0} referred for prosecution; no fine is charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citation {0} issued; hearing request by {1:%m/%d/%Y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid: receipt {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnersTab</name>
    <message>
        <source>Filter by name, e-mail or phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sh&amp;ow merged and void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New owner…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export the owner list to CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaymentDialog</name>
    <message>
        <source>Payment method</source>
        <translation type="unfinished">Forma de pago</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;ul&gt;{0}&lt;/ul&gt;&lt;b&gt;{1}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaymentSection</name>
    <message>
        <source>&amp;Paid by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amo&amp;unt received:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payer&apos;s name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty when the owner pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash handed over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: to work out the change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: nothing to pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not an amount)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to give: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} short</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermitActions</name>
    <message>
        <source>Application {0} recorded{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspection recorded: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The permit holder refused inspection: the permit is to be revoked (W-90.10H2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit {0} issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application {0} denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit transferred as {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit {0} revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removal recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment recorded: receipt {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permit ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing request recorded ({0})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermitChanges</name>
    <message>
        <source>Permit {0}: {1} (T-4A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermitCheckDialog</name>
    <message>
        <source>Which permit is needed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Species about to be kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals about to be kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Establishment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breeds animals for profit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acquired or began keeping on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About to keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Establishment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermitPrinting</name>
    <message>
        <source>{0} {1} recorded as sent; hearing request by {2:%m/%d/%Y}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermitsTab</name>
    <message>
        <source>&amp;Which permit is needed…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New application…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put their permits under review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected application or permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removal follow-&amp;up{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} permit(s) put under review (W-90.10H3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} permit(s) past their expiration date marked expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Put permits of owners with {0} violations in 12 months under review</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>New phone number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuarantineDialog</name>
    <message>
        <source>Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken in on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no kennel yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kennel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour (an animal not on record)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuarantineOrderDialog</name>
    <message>
        <source>Ordered on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RabiesPage</name>
    <message>
        <source>File a c&amp;linic&apos;s report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports filed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report&apos;s certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only those not yet written to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dogs and cats vaccinated with no license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print l&amp;etters for the ticked…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dogs and cats vaccinated in the city with no license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} licenses no dogs or cats under its profile: its reports are filed, and no letter is sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the animals to write to first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReasonDialog</name>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReceivedDialog</name>
    <message>
        <source>The days the decision gives the owner count from its receipt; a mailed decision is taken as received a few days after it was sent. Record the day it was received (the certified-mail card, or the owner&apos;s word): a later day moves the deadline later, never earlier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Received on</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReclaimDialog</name>
    <message>
        <source>Reclaim {0}</source>
        <translation>Recuperación {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Owner: {1}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;Dueño: {1}</translation>
    </message>
    <message>
        <source>Bill shown in</source>
        <translation>Cuenta mostrada en</translation>
    </message>
    <message>
        <source>The bill</source>
        <translation>La cuenta</translation>
    </message>
    <message>
        <source>Spay/neuter &amp;proof shown</source>
        <translation>Se mostró el com&amp;probante de esterilización</translation>
    </message>
    <message>
        <source>W-90.05C: no at-large penalty for a spayed or neutered animal</source>
        <translation>W-90.05C: no hay multa por andar suelto para un animal esterilizado o castrado</translation>
    </message>
    <message>
        <source>&amp;Not spayed or neutered</source>
        <translation>&amp;No está esterilizado ni castrado</translation>
    </message>
    <message>
        <source>Issue &amp;license here</source>
        <translation>Expedir &amp;licencia aquí</translation>
    </message>
    <message>
        <source>Record the &amp;vaccination given at release…</source>
        <translation>Anotar la &amp;vacuna puesta al salir…</translation>
    </message>
    <message>
        <source>MN-1721.0570: a dog, cat or ferret leaves a rabies quarantine only when currently vaccinated</source>
        <translation>MN-1721.0570: un perro, gato o hurón sale de una cuarentena por rabia solo con la vacuna vigente</translation>
    </message>
    <message>
        <source>File rabies &amp;certificate</source>
        <translation>Archivar el &amp;certificado de la rabia</translation>
    </message>
    <message>
        <source>Rabies certificate, to issue the license here (T-3A)</source>
        <translation>Certificado de vacunación contra la rabia, para expedir la licencia aquí (T-3A)</translation>
    </message>
    <message>
        <source>Date vaccinated</source>
        <translation>Fecha de vacunación</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Años</translation>
    </message>
    <message>
        <source>Veterinarian</source>
        <translation>Veterinario(a)</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Efectivo</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Cheque</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <source>Check number or card authorisation</source>
        <translation>Número de cheque o autorización de la tarjeta</translation>
    </message>
    <message>
        <source>Release date</source>
        <translation>Fecha de salida</translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation>Forma de pago</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Paid by</source>
        <translation>Pagado por</translation>
    </message>
    <message>
        <source>Take &amp;payment only</source>
        <translation>Cobrar solo el &amp;pago</translation>
    </message>
    <message>
        <source>Take payment and &amp;release</source>
        <translation>Cobrar y entregar el &amp;animal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Bill shown in</source>
        <translation>&amp;Cuenta mostrada en</translation>
    </message>
    <message>
        <source>Spayed or neutered (&amp;proof shown)</source>
        <translation>Esterilizado o castrado (se mostró el com&amp;probante)</translation>
    </message>
    <message>
        <source>Rabies certificate filed</source>
        <translation>Certificado de la rabia archivado</translation>
    </message>
    <message>
        <source>Recorded as spayed/neutered: no at-large penalty (W-90.05C)</source>
        <translation>Anotado como esterilizado o castrado: sin multa por andar suelto (W-90.05C)</translation>
    </message>
    <message>
        <source>Recorded as not spayed or neutered; the bill is computed (W-90.05C)</source>
        <translation>Anotado como no esterilizado ni castrado; la cuenta está calculada (W-90.05C)</translation>
    </message>
    <message>
        <source>License {0}, tag {1} issued; its fee is on this bill</source>
        <translation>Licencia {0}, placa {1} expedida; su costo está en esta cuenta</translation>
    </message>
    <message>
        <source>Payment taken, receipt {0}</source>
        <translation>Pago cobrado, recibo {0}</translation>
    </message>
</context>
<context>
    <name>RecordDialog</name>
    <message>
        <source>Hearing: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Findings of fact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistrationDialog</name>
    <message>
        <source>Case {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bond or insurance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insurer or surety</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Policy or bond no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspec&amp;ted by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enclosure &amp;notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign n&amp;o.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Microchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microchip ma&amp;ker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sterilized b&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterinarian or clinic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag n&amp;umber</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemovalDialog</name>
    <message>
        <source>Removed from the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released to the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RenewDialog</name>
    <message>
        <source>Renew license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the certificate on fi&amp;le</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: the animal&apos;s own tag number, free in {0}&apos;s tags.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReopenDialog</name>
    <message>
        <source>Closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} on {1:%m/%d/%Y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why it is reopened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaceTagDialog</name>
    <message>
        <source>Replace a lost tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;ason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stolen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tag number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag {0} will be retired and cannot be issued again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportsTab</name>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview and print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records have changed since this report was made at {0}: Run again (Ctrl+R) to include the changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: set what it covers, then Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jurisdictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile&apos;s period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the report: {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the report: {0} — {1:,} rows so far, {2:,} of {3:,} records gone through…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the report: {0} — {1:,} rows so far…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be made: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rows written to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import owners, animals and licenses from CSV or Excel…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RequestDialog</name>
    <message>
        <source>Notice {0} ({1}) to {2}. Last day to request a hearing: {3}. {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Received on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept late because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave empty to record the request as late, not accepted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <source>Restore from a backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backups, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the backup holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Other file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring puts the chosen backup in place of the office database. The current database file is kept aside, not deleted. Anything recorded after the backup was made will have to be entered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a backup file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnimalOffice backups (*.sqlite3);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore this backup?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the office database with the backup made {0}?

Everyone else must close AnimalOffice first (a restore is refused, saying where, while another program has the office open). The current file is kept aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office was restored from {0}.{1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReturnDialog</name>
    <message>
        <source>&amp;Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>&amp;Asked for on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decided on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why (the evidence of changed behaviour)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RevokeDialog</name>
    <message>
        <source>Facts: what happened and when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The facts: what happened, when (printed in the letter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Facts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScheduleDialog</name>
    <message>
        <source>Hearing notice &amp;sent on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearing &amp;date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Be&amp;fore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile names no body for this matter: name who will hear it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the notice &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short &amp;notice because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why moved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchBox</name>
    <message>
        <source>Search owner, phone, animal, tag, license or microchip (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found for {0!r}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecondPersonBox</name>
    <message>
        <source>Second person&apos;s approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second person&apos;s user name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second person&apos;s password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes an administrator, or a second person who signs in here to approve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their pass&amp;word</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SendNoticeDialog</name>
    <message>
        <source>Case {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice &amp;dated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dat&amp;e sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent &amp;by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServiceWindow</name>
    <message>
        <source>Service of the notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts of service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Article number of this mailing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number of this mailing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notice {0} to {1}, issued {2:%m/%d/%Y}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt of service recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return of the mail recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number {0} added to attempt {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who mailed it recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deadlines now count from attempt {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt {0} voided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot print</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an administrator can change the office, its jurisdictions and its fees. You can change this workstation&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <source>Sign in to AnimalOffice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in with your AnimalOffice user name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubjectPicker</name>
    <message>
        <source>Owner&apos;s name or phone, tag or microchip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the owner or animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no animal named)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TagPrintDialog</name>
    <message>
        <source>Print {0} tag(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To reuse a part-used sheet: labels are counted across, then down, from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels are counted across, then down, from 1: on a part-used sheet, start at the first label left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label sheet (the office&apos;s usual sheet is filled in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code that &amp;scans to the number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw label outlines (for a test print on plain paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this sheet as the office default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of these licenses are not in force ({1}): their tags print all the same. Leave them out unless a tag is wanted for the records.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TagStockDialog</name>
    <message>
        <source>Tag stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Year:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag ranges on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag n&amp;umber:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because it was:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spoiled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take &amp;out of use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TakingsDialog</name>
    <message>
        <source>Day&apos;s takings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All jurisdictions (the whole drawer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TodayTab</name>
    <message>
        <source>&amp;All cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadlines due today and this week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list could not be read: {0}. Refresh (F5) to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} due today or overdue, {1} through {2:%A %m/%d} · {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing due today or this week · {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TransferDialog</name>
    <message>
        <source>Transfer an animal to a new owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date of transfer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;ason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then issue a license to the new owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment method</source>
        <translation type="unfinished">Forma de pago</translation>
    </message>
    <message>
        <source>Payment reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(leave empty to keep the holder and change the classification)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transfer fee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Payment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserEditDialog</name>
    <message>
        <source>Add a user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;epeat password</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UsersDialog</name>
    <message>
        <source>Users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add user…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Change name or role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset password…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clerk works the front desk; an officer also decides permits, records violations and hearings; an administrator also sets fees, users and restores backups. A deactivated user cannot sign in; their past work stays in the records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User {0} added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New password set for {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VaccinationDialog</name>
    <message>
        <source>Vaccinated on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterinarian</source>
        <translation type="unfinished">Veterinario(a)</translation>
    </message>
    <message>
        <source>Good for (years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vaccine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabies tag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VetCertificateDialog</name>
    <message>
        <source>Certified on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veterinarian</source>
        <translation type="unfinished">Veterinario(a)</translation>
    </message>
</context>
<context>
    <name>ViolationDialog</name>
    <message>
        <source>&amp;Violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occurred on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Violation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nuisance (T-2C):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Place:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O&amp;fficer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evidence notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VisitDialog</name>
    <message>
        <source>&amp;Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoidApplicationDialog</name>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; · {1} · {2} · received {3} · {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application to void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund the fee paid ({0}): void its payment too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund the fee paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The application stays on file marked void, with your name and the reason. Its unpaid fees and its inspections are voided with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoidDialog</name>
    <message>
        <source>Void license</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. issued to the wrong animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refund the fee: void its payment too (it leaves the day&apos;s takings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The license stays on file marked void, with your name and the reason; tag {0} stays retired. A fee not yet paid for it is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoidInspectionDialog</name>
    <message>
        <source>Inspection to void</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inspection stays on file marked void, with your name and the reason; it no longer counts as the inspection a permit needs (W-90.10H1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inspection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkstationPage</name>
    <message>
        <source>Backup folder</source>
        <translation>Carpeta de copias de seguridad</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Choose the backup folder</source>
        <translation>Elegir la carpeta de copias de seguridad</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Backup folde&amp;r</source>
        <translation>Carpeta de copias de segu&amp;ridad</translation>
    </message>
    <message>
        <source>A verified backup is made every time AnimalOffice closes. A folder on another drive or a network share survives a broken disk.</source>
        <translation>Cada vez que AnimalOffice se cierra se hace una copia de seguridad verificada. Una carpeta en otro disco o en una carpeta compartida de la red sobrevive a un disco dañado.</translation>
    </message>
    <message>
        <source>A &amp;file on this computer (one workstation)</source>
        <translation>Un arc&amp;hivo en este equipo (una sola estación de trabajo)</translation>
    </message>
    <message>
        <source>A Postgre&amp;SQL server (workstations share one database)</source>
        <translation>Un servidor Postgre&amp;SQL (las estaciones de trabajo comparten una base de datos)</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Archivo de la base de datos</translation>
    </message>
    <message>
        <source>Br&amp;owse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Choose the database file</source>
        <translation>Elegir el archivo de la base de datos</translation>
    </message>
    <message>
        <source>PostgreSQL address</source>
        <translation>Dirección de PostgreSQL</translation>
    </message>
    <message>
        <source>PostgreSQL password</source>
        <translation>Contraseña de PostgreSQL</translation>
    </message>
    <message>
        <source>Office database</source>
        <translation>Base de datos de la oficina</translation>
    </message>
    <message>
        <source>Database fi&amp;le</source>
        <translation>Archivo de la &amp;base de datos</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Dirección del servidor</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Con&amp;traseña</translation>
    </message>
    <message>
        <source>&amp;Test the connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <source>Open the database named above and say what it holds, without switching to it</source>
        <translation>Abre la base de datos indicada arriba y dice lo que contiene, sin cambiar a ella</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Window lan&amp;guage</source>
        <translation>&amp;Idioma de la ventana</translation>
    </message>
    <message>
        <source>The language of this workstation&apos;s menus, forms and buttons, from the next start. Letters and notices are printed in each owner&apos;s own language, whatever the window&apos;s.</source>
        <translation>El idioma de los menús, formularios y botones de esta estación de trabajo, a partir del próximo inicio. Las cartas y los avisos se imprimen en el idioma de cada dueño, sea cual sea el de la ventana.</translation>
    </message>
    <message>
        <source>(kept; type a new one to change it)</source>
        <translation>(guardada; escriba una nueva para cambiarla)</translation>
    </message>
    <message>
        <source>the password of the database login</source>
        <translation>la contraseña del usuario de la base de datos</translation>
    </message>
    <message>
        <source>The password is kept {0}, never in the settings file.</source>
        <translation>La contraseña se guarda en: {0}; nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>A password typed here is kept in this computer&apos;s secret store (or a password file only this user can read), never shown again.</source>
        <translation>Una contraseña escrita aquí se guarda en el almacén de secretos de este equipo (o en un archivo de contraseñas que solo este usuario puede leer) y no se vuelve a mostrar.</translation>
    </message>
    <message>
        <source>In use now: {0}. A change takes effect the next time AnimalOffice starts.</source>
        <translation>En uso ahora: {0}. Un cambio tiene efecto la próxima vez que se inicie AnimalOffice.</translation>
    </message>
    <message>
        <source>(ANIMALOFFICE_DB is set on this computer and wins over this setting.)</source>
        <translation>(ANIMALOFFICE_DB está definida en este equipo y prevalece sobre esta opción.)</translation>
    </message>
    <message>
        <source>Trying…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>AnimalOffice database (*.sqlite3)</source>
        <translation>Base de datos de AnimalOffice (*.sqlite3)</translation>
    </message>
    <message>
        <source>The window&apos;s new language takes effect the next time AnimalOffice starts.</source>
        <translation>El nuevo idioma de la ventana tiene efecto la próxima vez que se inicie AnimalOffice.</translation>
    </message>
    <message>
        <source>The new database location takes effect the next time AnimalOffice starts.</source>
        <translation>La nueva ubicación de la base de datos tiene efecto la próxima vez que se inicie AnimalOffice.</translation>
    </message>
</context>
<context>
    <name>_Base</name>
    <message>
        <source>&amp;Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_NewPasswordDialog</name>
    <message>
        <source>&amp;Current password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New password</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.admin</name>
    <message>
        <source>&amp;Backup now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore from backup…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Users…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Audit log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check the audit log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter te&amp;mplates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change my pass&amp;word…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log was changed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.admin.backup_dialogs</name>
    <message>
        <source>Backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}

Nothing was kept. Try again; if it fails again, check the disk and run File &gt; Check… or &apos;animaloffice check&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup made and verified: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup was made and checked:
{0}

{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your user account is different in the restored records. AnimalOffice will close; start it again and sign in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored from {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.app</name>
    <message>
        <source>Waiting for the office file ({0:.0f} s): another workstation is saving. Your work is not lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnimalOffice cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ordinance profile is malformed and must be corrected:

{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AnimalOffice is already open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in to open the office</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.backup_tasks</name>
    <message>
        <source>Daily backup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s backup is made and verified: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.crash</name>
    <message>
        <source>&amp;Copy details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.hearings.dangerous_dog_cases</name>
    <message>
        <source>&amp;Dangerous dogs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;eclare a dangerous dog…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dangero&amp;us-dog case…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare dangero&amp;us dog…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.hearings.dangerous_dog_dialogs</name>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.hearings.dialogs</name>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.licenses.detail</name>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letters sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabies certificates on file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exemptions (T-7C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.licenses.handlers</name>
    <message>
        <source>Under 4 months: the age exemption was recorded; no license and no fee (T-7C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the license to renew in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exemption recorded (T-7C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the exempt animal first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exemption ended (T-7C): the animal needs a license.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the animal&apos;s license (or the animal) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transferred; {0} license(s) ended (T-3C).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transferred.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabies certificate filed; the T-3B status is updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License {0} voided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag range recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.owners.animal_actions</name>
    <message>
        <source>Animal added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animal saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litter recorded. Permit {0} is now due for reclassification as a professional breeder (see Permits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Litter recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.permits.action_dialogs</name>
    <message>
        <source>How the notice is sent</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.permits.void_dialogs</name>
    <message>
        <source>Why it is voided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspection voided</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.printing</name>
    <message>
        <source>Print {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.recovery</name>
    <message>
        <source>AnimalOffice cannot open the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore from backup?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}

The newest good backup is {1}:
{2}

Restore it? The file that could not be opened is kept aside, not deleted. Anything recorded after the backup was made will have to be entered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database file has not been changed. AnimalOffice will close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup restored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office was restored from {0}.

The file that could not be opened was kept as:
{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The office file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}{1}.

You can still look records up; nothing more is saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.reports.archive</name>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting the office&apos;s records needs an officer or administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the whole office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export cancelled; no file written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive written: {0} tables, {1} rows, {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the whole office for &amp;archiving…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.reports.export_list</name>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rows written to {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.widgets.article_number</name>
    <message>
        <source>the number on the Registered Mail label, like RE123456785US</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 20 or 22 digits on the mailing receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed or handed over by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who puts the letter in the mail or hands it over: they sign its affidavit of service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed over by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mailed by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.widgets.forms</name>
    <message>
        <source>&amp;Reload the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep my text to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.window_actions</name>
    <message>
        <source>Office details, jurisdictions, fees and periods, backup folder and database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
