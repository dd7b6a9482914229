// planted: thinks 600 ms a turn, over the 1,000 ms budget on turn 2
#include <chrono>
#include <iostream>
#include <string>

int main()
{
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.rfind("READY", 0) == 0) std::cout << "OK" << std::endl;
        else if (line.rfind("TURN", 0) == 0) {
            auto start = std::chrono::steady_clock::now();
            while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(600)) {}
            std::cout << "0 0" << std::endl;
        } else if (line.rfind("FINISH", 0) == 0) break;
    }
}
