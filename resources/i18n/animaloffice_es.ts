<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
</TS>
