// planted: the fast-I/O idiom (no sync, cin untied) with "\n": nothing ever flushes
#include <iostream>
#include <string>

int main()
{
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.rfind("READY", 0) == 0) std::cout << "OK\n";
        else if (line.rfind("TURN", 0) == 0) std::cout << "0 0\n";
        else if (line.rfind("FINISH", 0) == 0) break;
    }
}
